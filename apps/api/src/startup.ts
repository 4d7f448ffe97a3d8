// Work done once at start, after migrations and before listening (e.g. the ADMIN_EMAIL bootstrap).
import type { FastifyInstance } from 'fastify';
import { bootstrapAdmin } from './modules/auth/bootstrap-admin';

export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  await bootstrapAdmin(app);
}
