// Forgot and reset of a password. Sign-in itself is in login-user.ts.
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResetGrants, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { deliverCode } from './deliver-code';
import { AUTH_MSG } from './errors';
import { hashPassword } from './passwords';

/** POST /api/user/forgot: the same answer, at the same speed, for known and unknown addresses. */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const [user] = await app.database.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return;
  // Not awaited: the time to send must not reveal that the address exists. A throttled or failed
  // send is silent here for the same reason.
  app.jobs.track(
    'reset-code',
    deliverCode(app, { userId: user.id, email, name: user.name, purpose: 'reset' }),
  );
}

/** The first whole second after `now`: every token issued so far has iat (seconds) below it. */
export function nextWholeSecond(now: Date): Date {
  return new Date((Math.floor(now.getTime() / 1000) + 1) * 1000);
}

/** POST /api/user/reset: needs a reset code verified in the last 10 minutes; ends every earlier session. */
export async function resetPassword(
  app: FastifyInstance,
  input: { email: string; newPassword: string },
): Promise<void> {
  const db = app.database.db;
  const now = new Date();
  const [grant] = await db
    .select({ userId: passwordResetGrants.userId })
    .from(passwordResetGrants)
    .innerJoin(users, eq(users.id, passwordResetGrants.userId))
    .where(and(eq(users.email, input.email), gt(passwordResetGrants.expiresAt, now)))
    .limit(1);
  if (!grant) throw new AppError('bad_request', AUTH_MSG.resetNotAllowed);
  const passwordHash = await hashPassword(input.newPassword);
  const done = await db.transaction(async (tx) => {
    // Deleting the grant is the single-use check: of two concurrent resets only one deletes it.
    const consumed = await tx
      .delete(passwordResetGrants)
      .where(and(eq(passwordResetGrants.userId, grant.userId), gt(passwordResetGrants.expiresAt, new Date())))
      .returning({ userId: passwordResetGrants.userId });
    if (consumed.length === 0) return false;
    const changedAt = new Date();
    await tx
      .update(users)
      .set({
        passwordHash,
        sessionsValidAfter: nextWholeSecond(changedAt),
        keptSessionHash: null,
        updatedAt: changedAt,
      })
      .where(eq(users.id, grant.userId));
    return true;
  });
  if (!done) throw new AppError('bad_request', AUTH_MSG.resetNotAllowed);
}
