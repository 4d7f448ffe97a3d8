// GET /api/wallet/pending-payments: the caller's payments started within the last day and not yet settled, so
// the wallet screen can show them as 'pending' and verify them again instead of forgetting the reference when
// a first verification came too early.
import { koboToNaira, PENDING_PAYMENT_LIFETIME_MS, type PendingPayment } from '@waka/shared';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

export const PENDING_PAYMENTS_LIMIT = 10;

export async function listPendingPayments(
  db: DbOrTx,
  input: { userId: string; now?: Date },
): Promise<PendingPayment[]> {
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - PENDING_PAYMENT_LIFETIME_MS);
  const rows = await db
    .select({ reference: payments.reference, amountKobo: payments.amountKobo, createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(eq(payments.userId, input.userId), eq(payments.status, 'pending'), gt(payments.createdAt, since)),
    )
    .orderBy(desc(payments.createdAt))
    .limit(PENDING_PAYMENTS_LIMIT);
  return rows.map((row) => ({
    reference: row.reference,
    amount: koboToNaira(row.amountKobo),
    status: 'pending' as const,
    createdAt: row.createdAt.toISOString(),
    expiresAt: new Date(row.createdAt.getTime() + PENDING_PAYMENT_LIFETIME_MS).toISOString(),
  }));
}
