// GET /api/transactionhistory: the user's payments (pending,
// success, failed) and every other posting on their wallet (commissions, refunds, adjustments), newest first.
// Amounts are naira signed from the wallet's side: credits positive, commissions negative (decision 040).
import { koboToNaira, type Transaction } from '@waka/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings, payments } from '../../db/schema';
import type { PostingKind } from './ledger';

export const TRANSACTION_HISTORY_LIMIT = 200;

function fundingDescription(payment: { provider: string; status: string; failureReason: string | null }) {
  const via = payment.provider === 'paystack' ? 'Paystack' : 'sandbox checkout';
  if (payment.status === 'pending') return `Wallet funding via ${via} (awaiting payment)`;
  if (payment.status === 'success') return `Wallet funding via ${via}`;
  const reason = payment.failureReason ?? '';
  if (reason.startsWith('mismatch:'))
    return `Wallet funding via ${via} (amount did not match; contact support)`;
  if (reason.startsWith('init:')) return `Wallet funding via ${via} (could not be started)`;
  return `Wallet funding via ${via} (declined or cancelled)`;
}

export async function listTransactions(db: DbOrTx, userId: string): Promise<Transaction[]> {
  const limit = TRANSACTION_HISTORY_LIMIT;
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
  // Funding postings are already listed through their payment.
  const postingRows = await db
    .select({
      id: ledgerPostings.id,
      kind: ledgerPostings.kind,
      description: ledgerPostings.description,
      createdAt: ledgerPostings.createdAt,
      amountKobo: ledgerEntries.amountKobo,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .innerJoin(ledgerPostings, eq(ledgerEntries.postingId, ledgerPostings.id))
    .where(and(eq(ledgerAccounts.userId, userId), ne(ledgerPostings.kind, 'funding')))
    .orderBy(desc(ledgerPostings.createdAt))
    .limit(limit);

  const items: Transaction[] = [
    ...paymentRows.map((payment) => ({
      _id: payment.id,
      type: 'funding' as const,
      amount: koboToNaira(payment.amountKobo),
      status: payment.status,
      description: fundingDescription(payment),
      date: (payment.completedAt ?? payment.createdAt).toISOString(),
    })),
    ...postingRows.map((posting) => ({
      _id: posting.id,
      type: posting.kind as PostingKind,
      amount: koboToNaira(posting.amountKobo),
      status: 'success' as const,
      description: posting.description,
      date: posting.createdAt.toISOString(),
    })),
  ];
  return items.sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit);
}
