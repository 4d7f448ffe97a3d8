// A funding that Paystack later reverses or fully refunds is taken back (docs/decisions/106). We never trust
// the notice itself: the provider's verify must say `reversed`. The reversal is one balanced posting (wallet
// debited, provider clearing credited), at most one per payment reference (the payment row is locked, and the
// unique (kind, reference) index is the second guard); the owner is notified and sees the new balance.
import { formatNaira, koboToNaira, WALLET_MSG } from '@waka/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ledgerPostings, payments } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { type PaymentProvider, PaymentProviderError } from '../../providers/payments';
import { createNotification } from '../notifications/service';
import { publishWalletBalance } from './commission';
import { ensureSystemAccount, ensureWalletAccount, postToLedger } from './ledger';

export type ReversalOutcome = 'reversed' | 'already_reversed' | 'not_reversed' | 'not_credited';

/** `log`: the request's logger when a request asked; else the server's. */
export async function reversePayment(
  app: FastifyInstance,
  input: { reference: string; log?: FastifyBaseLogger },
): Promise<ReversalOutcome> {
  const { db } = app.database;
  const provider = app.payments;
  const log = input.log ?? app.log;
  const { reference } = input;
  let charge: Awaited<ReturnType<PaymentProvider['verify']>>;
  try {
    charge = await provider.verify(reference);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ err: error, reference }, 'payment provider could not verify a reversal');
    throw new AppError('bad_gateway', WALLET_MSG.verificationUnavailable);
  }
  if (charge.status !== 'reversed') return 'not_reversed';
  try {
    return await db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.reference, reference))
        .for('update');
      if (payment?.status !== 'success') return 'not_credited';
      const [done] = await tx
        .select({ id: ledgerPostings.id })
        .from(ledgerPostings)
        .where(and(eq(ledgerPostings.kind, 'reversal'), eq(ledgerPostings.paymentReference, reference)));
      if (done) return 'already_reversed';
      const wallet = await ensureWalletAccount(tx, payment.userId);
      const clearing = await ensureSystemAccount(tx, 'provider_clearing');
      const amount = formatNaira(koboToNaira(payment.amountKobo));
      await postToLedger(tx, {
        kind: 'reversal',
        description: `Paystack reversed your wallet funding of ${amount} (reference ${reference})`,
        paymentReference: reference,
        entries: [
          { accountId: wallet, amountKobo: -payment.amountKobo },
          { accountId: clearing, amountKobo: payment.amountKobo },
        ],
      });
      await createNotification(tx, {
        userId: payment.userId,
        message: `Your card payment of ${amount} was reversed, so it was taken back from your wallet.`,
      });
      await publishWalletBalance(tx, payment.userId);
      return 'reversed';
    });
  } catch (error) {
    if (isUniqueViolation(error, 'ledger_postings_reference_unique')) return 'already_reversed';
    throw error;
  }
}
