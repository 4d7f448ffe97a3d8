// Routes of the events feature. Thin handlers: validate, call one service function, shape the answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const eventsRoutes: FastifyPluginAsyncZod = async (_app) => {};
