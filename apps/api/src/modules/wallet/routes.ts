// Routes of the wallet feature. Thin handlers: validate, call one service function, shape the answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const walletRoutes: FastifyPluginAsyncZod = async (_app) => {};
