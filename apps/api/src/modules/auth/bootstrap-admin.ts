// ADMIN_EMAIL + ADMIN_PASSWORD create or update a verified admin account at start.
import type { FastifyInstance } from 'fastify';
import { upsertAdminAccount } from './admin-account';

export async function bootstrapAdmin(app: FastifyInstance): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = app.config;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  const email = ADMIN_EMAIL.toLowerCase();
  const { outcome } = await upsertAdminAccount(app.database.db, {
    email,
    password: ADMIN_PASSWORD,
    // A placeholder 11-digit number until the operator sets their own in the profile.
    phoneNumber: app.config.SUPPORT_PHONE.replace(/\D/g, '').slice(-11).padStart(11, '0'),
  });
  app.log.info({ email }, `admin account ${outcome} from ADMIN_EMAIL`);
}
