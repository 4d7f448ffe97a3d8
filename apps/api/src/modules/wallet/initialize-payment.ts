// POST /api/initialize: record a pending payment under a reference the server makes, then ask the
// provider for its hosted page. The row exists before the provider hears of the reference, so a webhook can
// never arrive for a payment we do not know.
import { randomBytes } from 'node:crypto';
import { nairaToKobo, WALLET_MSG } from '@waka/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { PaymentProvider } from '../../providers/payments';
import { assertWalletHolder } from './wallet-balance';

/** Paystack allows letters, digits, '-', '.', '=' in a reference; 96 random bits make it unguessable. */
export function newPaymentReference(): string {
  return `waka-${randomBytes(12).toString('hex')}`;
}

export async function initializePayment(input: {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  publicUrl: string;
  user: AuthUser;
  amountNaira: number;
}): Promise<{ authorization_url: string; reference: string }> {
  const { db, provider, user } = input;
  assertWalletHolder(user);
  if (provider.name === 'unavailable') throw new AppError('unavailable', WALLET_MSG.paymentsNotConfigured);
  const reference = newPaymentReference();
  const amountKobo = nairaToKobo(input.amountNaira);
  // The account's own e-mail, whatever the body said (decision 040).
  await db.insert(payments).values({
    userId: user.id,
    reference,
    provider: provider.name,
    amountKobo,
    currency: 'NGN',
    email: user.email,
  });
  let authorizationUrl: string;
  try {
    ({ authorizationUrl } = await provider.initialize({
      reference,
      amountKobo,
      email: user.email,
      callbackUrl: `${input.publicUrl}/InitializePayment?reference=${encodeURIComponent(reference)}`,
    }));
  } catch (error) {
    input.log.warn({ err: error, reference }, 'payment provider refused to initialize');
    await db
      .update(payments)
      .set({
        status: 'failed',
        failureReason: 'init: the provider refused to start it',
        completedAt: new Date(),
      })
      .where(eq(payments.reference, reference));
    if (error instanceof AppError) throw error;
    throw new AppError('bad_gateway', WALLET_MSG.initializationFailed);
  }
  await db.update(payments).set({ authorizationUrl }).where(eq(payments.reference, reference));
  return { authorization_url: authorizationUrl, reference };
}
