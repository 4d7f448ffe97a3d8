// Registration, code verification and resend (the account code and the password-reset code).
import type { Language, RegisterBody, VerifyBody } from '@waka/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResetGrants, users } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { deliverCode } from './deliver-code';
import { AUTH_MSG } from './errors';
import { checkCode } from './otp';
import { hashPassword } from './passwords';

export const RESET_GRANT_LIFETIME_MS = 10 * 60_000;
export const CODE_SENT_MESSAGE = 'If that address needs a code, a new one has been sent to it.';

type Registration = Required<{ [K in keyof RegisterBody]: string }>;

async function assertAvailable(app: FastifyInstance, body: Registration): Promise<void> {
  const [clash] = await app.database.db
    .select({ email: users.email, username: users.username, phoneNumber: users.phoneNumber })
    .from(users)
    .where(
      sql`${users.email} = ${body.email} or lower(${users.username}) = lower(${body.username}) or ${users.phoneNumber} = ${body.phoneNumber}`,
    )
    .limit(1);
  if (!clash) return;
  if (clash.email === body.email) throw new AppError('conflict', AUTH_MSG.emailTaken);
  if (clash.username.toLowerCase() === body.username.toLowerCase())
    throw new AppError('conflict', AUTH_MSG.usernameTaken);
  throw new AppError('conflict', AUTH_MSG.phoneTaken);
}

/** Creates the unverified account, then e-mails its code. The account survives a mail failure. */
export async function registerUser(
  app: FastifyInstance,
  body: Registration,
  /** The language the person chose before signing up (their request's): the account keeps it. */
  language?: Language,
): Promise<{ emailSent: boolean }> {
  await assertAvailable(app, body);
  const passwordHash = await hashPassword(body.password);
  let userId: string;
  try {
    const [row] = await app.database.db
      .insert(users)
      .values({
        name: body.name,
        username: body.username,
        email: body.email,
        phoneNumber: body.phoneNumber,
        passwordHash,
        ...(language ? { language } : {}),
      })
      .returning({ id: users.id });
    userId = row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('conflict', AUTH_MSG.emailTaken);
    if (isUniqueViolation(error, 'users_username_lower_unique'))
      throw new AppError('conflict', AUTH_MSG.usernameTaken);
    throw error;
  }
  const delivery = await deliverCode(app, { userId, email: body.email, name: body.name, purpose: 'verify' });
  return { emailSent: delivery.status === 'sent' };
}

/**
 * POST /api/user/resend: a fresh verify code for an unverified account, else a fresh reset code. The caller
 * answers the same for every address at once: a throttled or failed send is only logged, because telling it
 * ("Please wait N seconds") would tell who has an account (docs/decisions/100).
 */
export async function resendCode(app: FastifyInstance, email: string): Promise<void> {
  const [user] = await app.database.db
    .select({ id: users.id, name: users.name, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return;
  const purpose = user.verifiedAt ? 'reset' : 'verify';
  app.jobs.track(
    'resend-code',
    deliverCode(app, { userId: user.id, email, name: user.name, purpose }).then((delivery) => {
      if (delivery.status !== 'sent')
        app.log.info({ status: delivery.status, purpose }, 'resend: no code sent');
    }),
  );
}

/** POST /api/user/verify: the open code that matches decides what it was for. */
export async function verifyCode(
  app: FastifyInstance,
  input: Required<VerifyBody>,
): Promise<{ purpose: 'verify' | 'reset' }> {
  const now = new Date();
  // Wrong tries must be counted even though the call fails: decide inside, throw after the commit.
  const outcome = await app.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, input.email))
      .for('update');
    if (!user) return { error: 'invalid' as const };
    const result = await checkCode(tx, { userId: user.id, code: input.otp, now });
    if ('error' in result) return result;
    // Either code proves the mailbox is theirs.
    if (!user.verifiedAt) {
      await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    }
    if (result.purpose === 'reset') {
      const expiresAt = new Date(now.getTime() + RESET_GRANT_LIFETIME_MS);
      await tx
        .insert(passwordResetGrants)
        .values({ userId: user.id, expiresAt, createdAt: now })
        .onConflictDoUpdate({ target: passwordResetGrants.userId, set: { expiresAt, createdAt: now } });
    }
    return result;
  });
  if ('error' in outcome) throw new AppError('bad_request', AUTH_MSG.codeInvalid);
  return outcome;
}
