// Money as the operator sees it (payments, commission per day, each wallet's
// ledger, the ledger's balance check). Kobo inside, naira out.
import type { Transaction } from '@waka/shared';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings, payments, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { checkLedger, getWalletBalanceKobo } from '../wallet/ledger';

const toNaira = (kobo: number | string) => Number(kobo) / 100;
/** Nigeria keeps West Africa Time, UTC+1, all year (no daylight saving): a day is a Lagos day. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function listPayments(
  db: DbOrTx,
  input: { status?: Transaction['status']; limit: number; offset: number },
) {
  const where = input.status ? eq(payments.status, input.status) : undefined;
  const rows = await db
    .select({ payment: payments, userName: users.name })
    .from(payments)
    .innerJoin(users, eq(payments.userId, users.id))
    .where(where)
    .orderBy(desc(payments.createdAt))
    .limit(input.limit)
    .offset(input.offset);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(payments).where(where);
  return {
    payments: rows.map(({ payment, userName }) => ({
      _id: payment.id,
      reference: payment.reference,
      provider: payment.provider,
      amount: toNaira(payment.amountKobo),
      status: payment.status,
      email: payment.email,
      user: { _id: payment.userId, name: userName },
      failureReason: payment.failureReason,
      createdAt: payment.createdAt.toISOString(),
      completedAt: payment.completedAt?.toISOString() ?? null,
    })),
    total,
  };
}

const lagosDate = (ms: number) => new Date(ms + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

/** Commission earned per Lagos day over the last `days` days (today included), zero days included. */
export async function commissionPerDay(db: DbOrTx, input: { days: number; now?: Date }) {
  const now = (input.now ?? new Date()).getTime();
  const todayStartMs = Date.parse(`${lagosDate(now)}T00:00:00Z`) - LAGOS_OFFSET_MS;
  const since = new Date(todayStartMs - (input.days - 1) * DAY_MS);
  const day = sql<string>`to_char((${ledgerPostings.createdAt} at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      kobo: sql<string>`sum(${ledgerEntries.amountKobo})`,
      rides: sql<string>`count(distinct ${ledgerPostings.rideId})`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.postingId, ledgerPostings.id))
    .innerJoin(ledgerAccounts, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(
      and(
        eq(ledgerPostings.kind, 'commission'),
        eq(ledgerAccounts.kind, 'platform_revenue'),
        gte(ledgerPostings.createdAt, since),
      ),
    )
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = Array.from({ length: input.days }, (_, index) => {
    const date = lagosDate(since.getTime() + index * DAY_MS);
    const row = byDay.get(date);
    return { date, commission: row ? toNaira(row.kobo) : 0, rides: row ? Number(row.rides) : 0 };
  });
  const totalKobo = rows.reduce((sum, row) => sum + Number(row.kobo), 0);
  return { days, total: toNaira(totalKobo) };
}

export async function walletLedger(db: DbOrTx, input: { userId: string; limit: number; offset: number }) {
  const [user] = await db
    .select({ _id: users.id, name: users.name, email: users.email, preferredType: users.preferredType })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw new AppError('not_found', 'No user has this id.');
  const mine = and(eq(ledgerAccounts.userId, input.userId), eq(ledgerAccounts.kind, 'wallet'));
  const rows = await db
    .select({ entry: ledgerEntries, posting: ledgerPostings })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .innerJoin(ledgerPostings, eq(ledgerEntries.postingId, ledgerPostings.id))
    .where(mine)
    .orderBy(desc(ledgerEntries.id))
    .limit(input.limit)
    .offset(input.offset);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(mine);
  return {
    user,
    balance: toNaira(await getWalletBalanceKobo(db, input.userId)),
    entries: rows.map(({ entry, posting }) => ({
      id: entry.id,
      postingId: posting.id,
      kind: posting.kind,
      description: posting.description,
      amount: toNaira(entry.amountKobo),
      paymentReference: posting.paymentReference,
      rideId: posting.rideId,
      createdAt: entry.createdAt.toISOString(),
    })),
    total,
  };
}

/** Double entry means every posting, and so the whole ledger, sums to zero; each wallet
 * must also equal what its payments and rides say (the wallet feature's reconciliation). */
export async function checkLedgerBalance(db: DbOrTx) {
  const check = await checkLedger(db);
  const [{ entryCount } = { entryCount: 0 }] = await db.select({ entryCount: count() }).from(ledgerEntries);
  return {
    totalKobo: check.totalKobo,
    total: toNaira(check.totalKobo),
    balanced: check.totalKobo === 0 && check.unbalancedPostings === 0 && check.walletMismatches.length === 0,
    entryCount,
    unbalancedPostings: check.unbalancedPostings,
    walletMismatches: check.walletMismatches.slice(0, 20).map((row) => ({
      userId: row.userId,
      balance: toNaira(row.balanceKobo),
      expected: toNaira(row.expectedKobo),
    })),
    walletMismatchCount: check.walletMismatches.length,
    checkedAt: new Date().toISOString(),
  };
}
