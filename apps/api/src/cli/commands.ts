// The operator commands behind `npm run admin` (issue: Operations console). Plain functions on a database
// handle, so the same code runs on PGlite and PostgreSQL and is tested directly.
import { randomBytes } from 'node:crypto';
import { passwordError } from '@waka/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';
import { recordAudit } from '../modules/admin/audit';
import { reviewApplication, type SendReviewEmail } from '../modules/admin/review-service';
import { hashPassword } from '../modules/auth/passwords';

async function freeUsername(db: DbOrTx, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'admin')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .slice(0, 20)
    .padEnd(3, '_');
  for (const candidate of [base, `${base}_admin`]) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${candidate})`)
      .limit(1);
    if (!taken) return candidate;
  }
  return `admin_${randomBytes(4).toString('hex')}`;
}

/** Create a verified admin, or make an existing account an admin with this password. */
export async function createAdmin(
  db: Db,
  input: { email: string; password: string; phoneNumber: string },
): Promise<'created' | 'updated'> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new AppError('bad_request', `not an e-mail address: ${email}`);
  const weak = passwordError(input.password);
  if (weak) throw new AppError('bad_request', weak);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    let id: string;
    if (existing) {
      id = existing.id;
      // A new password ends the sessions made with the old one.
      await tx
        .update(users)
        .set({
          isAdmin: true,
          disabled: false,
          passwordHash,
          sessionsValidAfter: now,
          emailVerifiedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, id));
    } else {
      const [row] = await tx
        .insert(users)
        .values({
          name: 'Waka Admin',
          username: await freeUsername(tx, email),
          email,
          phoneNumber: input.phoneNumber,
          passwordHash,
          preferredType: 'rider',
          approved: true,
          isAdmin: true,
          emailVerifiedAt: now,
        })
        .returning({ id: users.id });
      id = row!.id;
    }
    await recordAudit(tx, {
      actorId: null,
      action: 'cli.create-admin',
      targetType: 'user',
      targetId: id,
      details: { email, existed: Boolean(existing) },
    });
    return existing ? 'updated' : 'created';
  });
}

/** Approve a driver or biker by e-mail, as the console's Approve button does (notified, e-mailed, audited). */
export async function approveByEmail(db: Db, sendEmail: SendReviewEmail, email: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new AppError('not_found', `no account has the e-mail ${email}`);
  const result = await reviewApplication(db, sendEmail, { actorId: null, userId: user.id, approved: true });
  return { name: user.name, ...result };
}
