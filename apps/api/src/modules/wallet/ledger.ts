// The double-entry ledger: integer kobo, immutable entries, every posting balanced
// (also enforced by a deferred trigger), one posting per payment reference and one commission per ride
// (unique indexes). A wallet's balance is the sum of its entries.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema';

export type SystemAccountKind = 'platform_revenue' | 'provider_clearing';
export type PostingKind = 'funding' | 'commission' | 'refund' | 'adjustment' | 'reversal';

/** The wallet account of a user, created on first use. */
export async function ensureWalletAccount(db: DbOrTx, userId: string): Promise<string> {
  await db.insert(ledgerAccounts).values({ kind: 'wallet', userId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return row!.id;
}

export async function ensureSystemAccount(db: DbOrTx, kind: SystemAccountKind): Promise<string> {
  await db.insert(ledgerAccounts).values({ kind }).onConflictDoNothing();
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.userId)));
  return row!.id;
}

export interface PostingInput {
  kind: PostingKind;
  description: string;
  paymentReference?: string;
  rideId?: string;
  createdBy?: string;
  /** Signed amounts per account; must sum to zero. */
  entries: { accountId: string; amountKobo: number }[];
}

/**
 * Write one balanced posting. Call inside a transaction. A second posting for the same payment reference
 * or ride violates a unique index: the caller decides whether that means "already done".
 */
export async function postToLedger(db: DbOrTx, input: PostingInput): Promise<string> {
  const total = input.entries.reduce((sum, entry) => sum + entry.amountKobo, 0);
  if (total !== 0 || input.entries.length < 2) throw new Error('a ledger posting must balance');
  if (input.entries.some((entry) => !Number.isSafeInteger(entry.amountKobo))) {
    throw new Error('ledger amounts are integer kobo');
  }
  const [posting] = await db
    .insert(ledgerPostings)
    .values({
      kind: input.kind,
      description: input.description,
      paymentReference: input.paymentReference,
      rideId: input.rideId,
      createdBy: input.createdBy,
    })
    .returning({ id: ledgerPostings.id });
  await db.insert(ledgerEntries).values(
    input.entries.map((entry) => ({
      postingId: posting!.id,
      accountId: entry.accountId,
      amountKobo: entry.amountKobo,
    })),
  );
  return posting!.id;
}

/** The balance of a user's wallet in kobo (0 when they have no account yet). */
export async function getWalletBalanceKobo(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(eq(ledgerAccounts.userId, userId));
  return Number(row?.balance ?? 0);
}

/** Sum of every entry in the ledger: zero when the books balance. */
export async function getLedgerTotalKobo(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountKobo}), 0)` })
    .from(ledgerEntries);
  return Number(row?.total ?? 0);
}

// The reconciliation lives in its own file; exported here too, beside the ledger's other reads.
export { checkLedger, type LedgerCheck, type WalletMismatch } from './ledger-check';
