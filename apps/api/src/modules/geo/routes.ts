// Routes of the geo feature. Thin handlers: validate, call one service function, shape the answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const geoRoutes: FastifyPluginAsyncZod = async (_app) => {};
