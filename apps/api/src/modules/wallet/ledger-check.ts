// Reconciliation of the ledger for the admin console: the books balance, every posting
// balances, and each wallet equals what its payments and rides say it should.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface WalletMismatch {
  userId: string;
  /** What the wallet's entries sum to. */
  balanceKobo: number;
  /** What the records outside the ledger say it should be: successful payments − commissions of completed
   * rides + refunds and adjustments. */
  expectedKobo: number;
}

export interface LedgerCheck {
  /** Sum of every entry: 0 when the books balance. */
  totalKobo: number;
  /** Postings whose entries do not sum to zero (the deferred trigger of migration 0002 forbids them). */
  unbalancedPostings: number;
  walletMismatches: WalletMismatch[];
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Reconcile the ledger (shown by the admin console): the books balance, and each wallet equals what its
 * payments and rides say it should.
 */
export async function checkLedger(db: DbOrTx): Promise<LedgerCheck> {
  const total = rowsOf(
    await db.execute(sql`select coalesce(sum(amount_kobo), 0) as total from ledger_entries`),
  );
  const totalKobo = Number(total[0]?.total ?? 0);
  const unbalanced = rowsOf(
    await db.execute(sql`
      select count(*) as n from (
        select posting_id from ledger_entries group by posting_id having sum(amount_kobo) <> 0
      ) as bad`),
  );
  const mismatches = rowsOf(
    await db.execute(sql`
      with holders as (
        select user_id from ledger_accounts where kind = 'wallet'
        union select user_id from payments where status = 'success'
        union select driver_id from rides where status = 'completed' and coalesce(commission_kobo, 0) <> 0
      ), wallet as (
        select a.user_id,
               coalesce(sum(e.amount_kobo), 0) as balance,
               coalesce(sum(e.amount_kobo) filter (where p.kind in ('refund', 'adjustment', 'reversal')), 0) as manual
        from ledger_accounts a
        left join ledger_entries e on e.account_id = a.id
        left join ledger_postings p on p.id = e.posting_id
        where a.kind = 'wallet'
        group by a.user_id
      ), funded as (
        select user_id, sum(amount_kobo) as total from payments where status = 'success' group by user_id
      ), charged as (
        select driver_id as user_id, sum(commission_kobo) as total from rides
        where status = 'completed' and commission_kobo is not null group by driver_id
      )
      select h.user_id,
             coalesce(w.balance, 0) as balance,
             coalesce(w.manual, 0) + coalesce(f.total, 0) - coalesce(c.total, 0) as expected
      from holders h
      left join wallet w on w.user_id = h.user_id
      left join funded f on f.user_id = h.user_id
      left join charged c on c.user_id = h.user_id
      where coalesce(w.balance, 0) <> coalesce(w.manual, 0) + coalesce(f.total, 0) - coalesce(c.total, 0)
      order by h.user_id`),
  );
  return {
    totalKobo,
    unbalancedPostings: Number(unbalanced[0]?.n ?? 0),
    walletMismatches: mismatches.map((row) => ({
      userId: String(row.user_id),
      balanceKobo: Number(row.balance),
      expectedKobo: Number(row.expected),
    })),
  };
}
