// POST /api/user/login. Known and unknown e-mails take the same path through the throttle and
// an argon2 check, so status, message and timing tell nothing about who has an account (docs/decisions/100).
import type { LoginResponse } from '@waka/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sendSignInWarningEmail } from './emails';
import { AUTH_MSG } from './errors';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { PAIR_POLICY, type SignInThrottle } from './sign-in-throttle';

export async function loginUser(
  app: FastifyInstance,
  input: { email: string; password: string; address: string; throttle: SignInThrottle },
): Promise<LoginResponse> {
  const { throttle, address, email } = input;
  await throttle.assertAllowed({ email, address });
  const [user] = await app.database.db.select().from(users).where(eq(users.email, email)).limit(1);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password);
  if (!user || !passwordOk) {
    const failures = await throttle.recordFailure({ email, address });
    // The owner hears once (a day) when an address starts being slowed down on their account.
    if (user && failures === PAIR_POLICY.free + 1 && (await throttle.takeNotice(`signin:${user.id}`))) {
      app.jobs.track(
        'sign-in-warning',
        sendSignInWarningEmail(app, { to: user.email, name: user.name, address, failures }),
      );
    }
    throw new AppError('wrong_credentials', AUTH_MSG.wrongCredentials);
  }
  await throttle.recordSuccess({ email, address });
  // Checked only after the password, so a stranger learns nothing about the account.
  if (user.disabled) throw new AppError('account_disabled', AUTH_MSG.disabled);
  if (!user.emailVerifiedAt) throw new AppError('account_unverified', AUTH_MSG.unverified);
  const now = new Date();
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
      language: user.language,
    },
  };
}
