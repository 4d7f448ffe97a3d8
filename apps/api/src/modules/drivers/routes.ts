// Routes of the drivers feature. Thin handlers: validate, call one service function, shape the answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const driversRoutes: FastifyPluginAsyncZod = async (_app) => {};
