// Login, forgot and reset (spec §4 Login, Password reset; issue 3 Security).
import type { LoginResponse } from '@waka/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResetGrants, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { deliverCode } from './deliver-code';
import { AUTH_MSG, lockedMessage } from './errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';

/** 10 wrong passwords lock the account for 15 minutes: long enough to stop guessing, short for a victim. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_LOCK_MS = 15 * 60_000;

async function recordFailure(app: FastifyInstance, userId: string, now: Date): Promise<void> {
  const db = app.database.db;
  const [row] = await db
    .update(users)
    .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
    .where(eq(users.id, userId))
    .returning({ failures: users.failedLoginCount });
  if ((row?.failures ?? 0) >= LOGIN_MAX_FAILURES) {
    await db
      .update(users)
      .set({ failedLoginCount: 0, loginLockedUntil: new Date(now.getTime() + LOGIN_LOCK_MS) })
      .where(eq(users.id, userId));
  }
}

export async function loginUser(
  app: FastifyInstance,
  input: { email: string; password: string; now?: Date },
): Promise<LoginResponse> {
  const now = input.now ?? new Date();
  const [user] = await app.database.db.select().from(users).where(eq(users.email, input.email)).limit(1);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new AppError('unauthorized', AUTH_MSG.wrongCredentials);
  }
  if (user.loginLockedUntil && user.loginLockedUntil > now) {
    const seconds = Math.ceil((user.loginLockedUntil.getTime() - now.getTime()) / 1000);
    throw new AppError('too_many_requests', lockedMessage(user.loginLockedUntil, now), {
      'retry-after': String(seconds),
    });
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailure(app, user.id, now);
    throw new AppError('unauthorized', AUTH_MSG.wrongCredentials);
  }
  if (user.failedLoginCount > 0 || user.loginLockedUntil) {
    await app.database.db
      .update(users)
      .set({ failedLoginCount: 0, loginLockedUntil: null })
      .where(eq(users.id, user.id));
  }
  // Checked only after the password, so a stranger learns nothing about the account.
  if (user.disabled) throw new AppError('forbidden', AUTH_MSG.disabled);
  if (!user.emailVerifiedAt) throw new AppError('forbidden', AUTH_MSG.unverified);
  // A login in the same second as a reset must outlive it: iat is whole seconds (see resetPassword).
  const issuedAt = new Date(Math.max(user.sessionsValidAfter.getTime(), now.getTime()));
  return {
    token: await app.tokens.sign(user.id, issuedAt),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      profilePicture: user.profilePicture,
      isAdmin: user.isAdmin,
    },
  };
}

/** POST /api/user/forgot: the same answer, at the same speed, for known and unknown addresses. */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const [user] = await app.database.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return;
  // Not awaited: the time to send must not reveal that the address exists. A throttled or failed
  // send is silent here for the same reason; Resend reports it.
  deliverCode(app, { userId: user.id, email, name: user.name, purpose: 'reset' }).catch((error) =>
    app.log.error({ err: error }, 'could not issue a password reset code'),
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
        failedLoginCount: 0,
        loginLockedUntil: null,
        updatedAt: changedAt,
      })
      .where(eq(users.id, grant.userId));
    return true;
  });
  if (!done) throw new AppError('bad_request', AUTH_MSG.resetNotAllowed);
}
