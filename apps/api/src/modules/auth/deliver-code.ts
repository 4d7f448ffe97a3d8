// Issue a code and e-mail it. A code whose e-mail failed is discarded, so Resend works at once when the
// mail server is back (a failing SMTP server does not lose the registration).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { sendCodeEmail } from './emails';
import { discardCode, issueCode, type OtpPurpose } from './otp';

export type DeliveryResult =
  | { status: 'sent' }
  | { status: 'failed' }
  | { status: 'throttled'; retryAfterSeconds: number };

export async function deliverCode(
  app: FastifyInstance,
  input: { userId: string; email: string; name: string; purpose: OtpPurpose },
): Promise<DeliveryResult> {
  const issued = await app.database.db.transaction(async (tx) => {
    // The row lock serialises concurrent requests for one address, so the throttle cannot be raced.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    return issueCode(tx, {
      userId: input.userId,
      purpose: input.purpose,
      resendIntervalMs: app.config.OTP_RESEND_INTERVAL_S * 1000,
    });
  });
  if ('retryAfterSeconds' in issued)
    return { status: 'throttled', retryAfterSeconds: issued.retryAfterSeconds };
  const result = await sendCodeEmail(app, {
    to: input.email,
    name: input.name,
    code: issued.code,
    purpose: input.purpose,
  });
  if (!result.delivered) {
    await discardCode(app.database.db, issued.codeId);
    return { status: 'failed' };
  }
  return { status: 'sent' };
}
