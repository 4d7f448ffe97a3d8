// The operator commands behind `npm run admin`. Plain functions on a database
// handle, so the same code runs on PGlite and PostgreSQL and is tested directly.
import { EMAIL_PATTERN, passwordError } from '@waka/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';
import { recordAudit } from '../modules/admin/audit';
import { reviewApplication, type SendReviewEmail } from '../modules/admin/review-service';
import { upsertAdminAccount } from '../modules/auth/admin-account';

/** Create a verified admin, or make an existing account an admin with this password. */
export async function createAdmin(
  db: Db,
  input: { email: string; password: string; phoneNumber: string },
): Promise<'created' | 'updated'> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new AppError('bad_request', `not an e-mail address: ${email}`);
  const weak = passwordError(input.password);
  if (weak) throw new AppError('bad_request', weak);
  return db.transaction(async (tx) => {
    const { id, outcome } = await upsertAdminAccount(tx, {
      email,
      password: input.password,
      phoneNumber: input.phoneNumber,
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'cli.create-admin',
      targetType: 'user',
      targetId: id,
      details: { email, existed: outcome === 'updated' },
    });
    return outcome;
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
