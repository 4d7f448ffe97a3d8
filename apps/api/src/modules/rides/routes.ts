// Routes of the rides feature. Thin handlers: validate, call one service function, shape the answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const ridesRoutes: FastifyPluginAsyncZod = async (_app) => {};
