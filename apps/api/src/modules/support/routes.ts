// Routes of the support feature. Thin handlers: validate, call one service function, shape the answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const supportRoutes: FastifyPluginAsyncZod = async (_app) => {};
