// Routes of the notifications feature. Thin handlers: validate, call one service function, shape the answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const notificationsRoutes: FastifyPluginAsyncZod = async (_app) => {};
