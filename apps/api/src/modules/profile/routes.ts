// Routes of the profile feature. Thin handlers: validate, call one service function, shape the answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const profileRoutes: FastifyPluginAsyncZod = async (_app) => {};
