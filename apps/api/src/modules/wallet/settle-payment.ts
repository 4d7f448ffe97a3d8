// The one credit path of a payment, shared by POST /api/verifytransaction, the Paystack webhook
// and the sandbox checkout page: ask the provider, and credit only when it says success for exactly the
// amount and currency we initialized. A conditional UPDATE claims the payment inside the crediting
// transaction, and the ledger allows one funding posting per reference, so any number of concurrent
// verifications and webhooks credit once.
import { formatNaira, koboToNaira, WALLET_MSG } from '@waka/shared';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { type PaymentProvider, PaymentProviderError } from '../../providers/payments';
import { createNotification } from '../notifications/service';
import { publishWalletBalance } from './commission';
import { ensureSystemAccount, ensureWalletAccount, postToLedger } from './ledger';

export type SettleOutcome =
  | { status: 'success' }
  | { status: 'pending' }
  | { status: 'failed'; why: 'declined' | 'mismatch' };

/** A mismatch is final: the payer must talk to support. A decline may still turn into a success (retry). */
const FINAL_FAILURE_PREFIX = 'mismatch:';
const notFinallyFailed = sql`coalesce(${payments.failureReason}, '') not like ${`${FINAL_FAILURE_PREFIX}%`}`;

async function findPayment(db: DbOrTx, reference: string) {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

function outcomeOf(payment: { status: string; failureReason: string | null }): SettleOutcome | undefined {
  if (payment.status === 'success') return { status: 'success' };
  if (payment.failureReason?.startsWith(FINAL_FAILURE_PREFIX)) return { status: 'failed', why: 'mismatch' };
  return undefined;
}

/** `log`: the request's logger when a request asked (its id then ties the lines together); else the server's. */
export async function settlePayment(
  app: FastifyInstance,
  input: { reference: string; log?: FastifyBaseLogger },
): Promise<SettleOutcome> {
  const { db } = app.database;
  const provider = app.payments;
  const log = input.log ?? app.log;
  const { reference } = input;
  const payment = await findPayment(db, reference);
  if (!payment) throw new AppError('not_found', WALLET_MSG.paymentNotFound);
  const settled = outcomeOf(payment);
  if (settled) return settled;
  if (payment.provider !== provider.name && provider.name !== 'unavailable') {
    log.warn({ reference, provider: payment.provider }, 'payment made with another provider');
    throw new AppError('conflict', WALLET_MSG.verificationUnavailable);
  }

  let charge: Awaited<ReturnType<PaymentProvider['verify']>>;
  try {
    charge = await provider.verify(reference);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ err: error, reference }, 'payment provider could not verify');
    throw new AppError('bad_gateway', WALLET_MSG.verificationUnavailable);
  }

  if (charge.status === 'pending' || charge.status === 'not_found') return { status: 'pending' };
  // Reversed before we credited it: nothing to take back, the payment simply failed.
  if (charge.status === 'failed' || charge.status === 'reversed') {
    await db
      .update(payments)
      .set({ status: 'failed', failureReason: `declined: ${charge.providerStatus}`, completedAt: new Date() })
      .where(and(eq(payments.reference, reference), eq(payments.status, 'pending')));
    return { status: 'failed', why: 'declined' };
  }
  if (charge.amountKobo !== payment.amountKobo || charge.currency !== payment.currency) {
    // Someone paid a different amount for this reference (tampered page, provider bug): credit nothing.
    const reason = `${FINAL_FAILURE_PREFIX} paid ${charge.amountKobo} ${charge.currency}, expected ${payment.amountKobo} ${payment.currency}`;
    log.warn({ reference, userId: payment.userId, reason }, 'payment amount or currency mismatch');
    await db
      .update(payments)
      .set({ status: 'failed', failureReason: reason, completedAt: new Date() })
      .where(and(eq(payments.reference, reference), ne(payments.status, 'success')));
    return { status: 'failed', why: 'mismatch' };
  }

  await creditFunding(db, reference).catch((error) => {
    // The unique funding reference is the second guard: losing that race means "already credited".
    if (!isUniqueViolation(error)) throw error;
  });
  const after = await findPayment(db, reference);
  return (after && outcomeOf(after)) ?? { status: 'pending' };
}

/** Claim the payment and post the funding, once. False when another caller got there first. */
async function creditFunding(db: Db, reference: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(payments)
      .set({ status: 'success', failureReason: null, completedAt: new Date() })
      .where(
        and(
          eq(payments.reference, reference),
          or(eq(payments.status, 'pending'), and(eq(payments.status, 'failed'), notFinallyFailed)),
        ),
      )
      .returning({ userId: payments.userId, amountKobo: payments.amountKobo, provider: payments.provider });
    if (!claimed) return false;
    const wallet = await ensureWalletAccount(tx, claimed.userId);
    const clearing = await ensureSystemAccount(tx, 'provider_clearing');
    await postToLedger(tx, {
      kind: 'funding',
      description: `Wallet funding via ${claimed.provider === 'paystack' ? 'Paystack' : 'sandbox checkout'}`,
      paymentReference: reference,
      createdBy: claimed.userId,
      entries: [
        { accountId: wallet, amountKobo: claimed.amountKobo },
        { accountId: clearing, amountKobo: -claimed.amountKobo },
      ],
    });
    await createNotification(tx, {
      userId: claimed.userId,
      message: `Your wallet has been funded with ${formatNaira(koboToNaira(claimed.amountKobo))}.`,
    });
    await publishWalletBalance(tx, claimed.userId);
    return true;
  });
}
