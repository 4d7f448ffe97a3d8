// Routes of the admin feature. Thin handlers: validate, call one service function, shape the answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminRoutes: FastifyPluginAsyncZod = async (_app) => {};
