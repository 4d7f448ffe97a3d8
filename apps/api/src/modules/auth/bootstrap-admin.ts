// ADMIN_EMAIL + ADMIN_PASSWORD create or update a verified admin account at start (issue: Accounts).
import type { FastifyInstance } from 'fastify';

export async function bootstrapAdmin(_app: FastifyInstance): Promise<void> {}
