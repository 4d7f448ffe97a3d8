// ADMIN_EMAIL + ADMIN_PASSWORD create or update a verified admin account at start (issue 3 Admin).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from './passwords';

async function freeUsername(app: FastifyInstance, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'admin')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .slice(0, 20)
    .padEnd(3, '_');
  for (const candidate of [base, `${base}_admin`]) {
    const [taken] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${candidate})`)
      .limit(1);
    if (!taken) return candidate;
  }
  return `admin_${randomBytes(4).toString('hex')}`;
}

export async function bootstrapAdmin(app: FastifyInstance): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = app.config;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  const email = ADMIN_EMAIL.toLowerCase();
  const db = app.database.db;
  const now = new Date();
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    const samePassword = await verifyPassword(existing.passwordHash, ADMIN_PASSWORD);
    await db
      .update(users)
      .set({
        isAdmin: true,
        disabled: false,
        emailVerifiedAt: existing.emailVerifiedAt ?? now,
        // A changed ADMIN_PASSWORD ends the sessions made with the old one.
        ...(samePassword
          ? {}
          : { passwordHash: await hashPassword(ADMIN_PASSWORD), sessionsValidAfter: now }),
        updatedAt: now,
      })
      .where(eq(users.id, existing.id));
    app.log.info({ email }, 'admin account updated from ADMIN_EMAIL');
    return;
  }
  await db.insert(users).values({
    name: 'Waka Admin',
    username: await freeUsername(app, email),
    email,
    phoneNumber: app.config.SUPPORT_PHONE.replace(/\D/g, '').slice(-11).padStart(11, '0'),
    passwordHash: await hashPassword(ADMIN_PASSWORD),
    preferredType: 'rider',
    approved: true,
    isAdmin: true,
    emailVerifiedAt: now,
  });
  app.log.info({ email }, 'admin account created from ADMIN_EMAIL');
}
