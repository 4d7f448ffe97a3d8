// Who may be offered to a rider: approved, not disabled, online, of the requested type, seen in the last 5 minutes,
// wallet at or above the threshold, no active ride. This file is the ONE place these rules live: each
// criterion says it in SQL (the truth: requestride re-checks it inside its transaction, and the property test
// compares the index with it) and on the facts the live dispatch index keeps per driver (what nearby search
// answers from). How to add a criterion or a field shown in nearby answers: docs/decisions/121.
import { DRIVER_SEEN_WITHIN_MS, type VehicleRole } from '@waka/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Rows of a raw query; both engines answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface AvailabilityRule {
  vehicleType: VehicleRole;
  thresholdKobo: number;
  /** The instant the rules are judged at (default: the database's now()); tests move it forward. */
  asOf?: Date;
}

/** What the index holds for one driver or biker (as read from the database). */
export interface DriverFacts {
  id: string;
  /** users.preferred_type */
  type: string | null;
  /** NaN while the user has no position. */
  latitude: number;
  longitude: number;
  /** When the position was taken (ms since the epoch); 0 without a position. */
  seenAt: number;
  /** The criteria's facts, by name (see `facts` below). */
  facts: Record<string, unknown>;
  /** Presentation fields of nearby answers, by answer field name (see SHOWN_FIELDS). */
  shown: Record<string, unknown>;
}

/** One driver as a criterion's in-memory test sees it (the index reads it from its columns, no copy). */
export interface DriverView {
  readonly type: string | null;
  readonly seenAt: number;
  /** A flag fact as a boolean, a number fact as a number (NaN for NULL). */
  fact(name: string): boolean | number;
}

/**
 * A value the in-memory test needs, read per user. `sql` is over `users u` and `user_locations l` (one user:
 * re-reads after a notice); `bulk`, when the per-user form is a correlated subquery, is the same fact for
 * every user at once, as a set (`user_id`, `value`) joined to users at start: one pass over the table
 * instead of one lookup per driver. A user missing from the set takes `otherwise`.
 */
export interface Fact {
  kind: 'flag' | 'number';
  sql: SQL;
  bulk?: { set: SQL; otherwise: SQL };
}

export interface Criterion {
  name: string;
  /**
   * 'driver': the test reads only the driver's own facts (not the rule, not the time), so the index judges it
   * once when the facts change and keeps the verdict; 'search': it depends on the rule or the time, judged at
   * every search. A 'driver' criterion that read the rule or `now` would be judged stale; the property test
   * against SQL catches that.
   */
  judged: 'driver' | 'search';
  facts: Record<string, Fact>;
  /** The rule in SQL, over `users u` joined to `user_locations l`. */
  sql(rule: AvailabilityRule): SQL;
  /** The same rule on the facts; `now` in ms since the epoch. */
  test(driver: DriverView, rule: AvailabilityRule, now: number): boolean;
}

const seenWithinSeconds = Math.round(DRIVER_SEEN_WITHIN_MS / 1000);
const at = (rule: AvailabilityRule) =>
  rule.asOf ? sql`${rule.asOf.toISOString()}::timestamptz` : sql`now()`;

const ACTIVE_RIDE_STATUSES = sql.raw(`('accepted', 'in_progress')`);

/** The user's wallet balance in kobo (0 without a wallet). */
const walletBalance = sql`SELECT coalesce(sum(e.amount_kobo), 0) FROM ledger_accounts a
  JOIN ledger_entries e ON e.account_id = a.id WHERE a.user_id = u.id`;

/**
 * The criteria. Every fact must change only through writes that NOTIFY `waka_dispatch` (migration 0007's
 * triggers cover users, user_locations, rides, ledger_entries and settings); a criterion over another table
 * needs a trigger there too.
 */
export const CRITERIA: Criterion[] = [
  {
    name: 'type',
    judged: 'search',
    facts: {},
    sql: (rule) => sql`u.preferred_type = ${rule.vehicleType}`,
    test: (driver, rule) => driver.type === rule.vehicleType,
  },
  {
    name: 'approved',
    judged: 'driver',
    facts: { approved: { kind: 'flag', sql: sql`u.approved` } },
    sql: () => sql`u.approved`,
    test: (driver) => driver.fact('approved') === true,
  },
  {
    name: 'not disabled',
    judged: 'driver',
    facts: { disabled: { kind: 'flag', sql: sql`u.disabled` } },
    sql: () => sql`NOT u.disabled`,
    test: (driver) => driver.fact('disabled') === false,
  },
  {
    // The driver's own switch (docs/decisions/146); users' update trigger announces its changes.
    name: 'online',
    judged: 'driver',
    facts: { online: { kind: 'flag', sql: sql`u.online` } },
    sql: () => sql`u.online`,
    test: (driver) => driver.fact('online') === true,
  },
  {
    name: 'seen recently',
    judged: 'search',
    facts: {},
    sql: (rule) => sql`l.updated_at > ${at(rule)} - ${sql.raw(`interval '${seenWithinSeconds} seconds'`)}`,
    test: (driver, _rule, now) => driver.seenAt > now - seenWithinSeconds * 1000,
  },
  {
    name: 'no active ride',
    judged: 'driver',
    facts: {
      activeRide: {
        kind: 'flag',
        sql: sql`EXISTS (SELECT 1 FROM rides r
          WHERE r.driver_id = u.id AND r.status IN ${ACTIVE_RIDE_STATUSES})`,
        bulk: {
          set: sql`SELECT DISTINCT r.driver_id AS user_id, true AS value FROM rides r
            WHERE r.status IN ${ACTIVE_RIDE_STATUSES}`,
          otherwise: sql`false`,
        },
      },
    },
    sql: () => sql`NOT EXISTS (
      SELECT 1 FROM rides r WHERE r.driver_id = u.id AND r.status IN ${ACTIVE_RIDE_STATUSES})`,
    test: (driver) => driver.fact('activeRide') === false,
  },
  {
    // A correlated sum over the user's ledger entries (ledger_entries_account_idx); Postgres evaluates it
    // last, only for rows that passed the cheap column checks. The threshold is a setting: the index keeps
    // the balance, so a threshold change needs no reload.
    name: 'wallet at or above the threshold',
    judged: 'search',
    facts: {
      balanceKobo: {
        kind: 'number',
        sql: sql`(${walletBalance})::float8`,
        bulk: {
          set: sql`SELECT a.user_id, sum(e.amount_kobo)::float8 AS value FROM ledger_accounts a
            JOIN ledger_entries e ON e.account_id = a.id WHERE a.user_id IS NOT NULL GROUP BY a.user_id`,
          otherwise: sql`0::float8`,
        },
      },
    },
    sql: (rule) => sql`(${walletBalance}) >= ${rule.thresholdKobo}`,
    test: (driver, rule) => (driver.fact('balanceKobo') as number) >= rule.thresholdKobo,
  },
];

/** Every criterion's facts as [name, fact], in one order: the order of the index's columns and of its loads. */
export const FACTS: [string, Fact][] = CRITERIA.flatMap((criterion) => Object.entries(criterion.facts));

/** Fields of a nearby answer taken from the user's row; `signedInOnly` ones go to signed-in callers only. */
export const SHOWN_FIELDS: Record<string, { sql: SQL; signedInOnly?: boolean }> = {
  name: { sql: sql`u.name` },
  phoneNumber: { sql: sql`u.phone_number`, signedInOnly: true },
  // Kept on the user with every rating (safety/ratings.ts), so the index refreshes them like any user change.
  rating: {
    sql: sql`CASE WHEN u.rating_count > 0 THEN round(u.rating_sum::numeric / u.rating_count, 1)::float8 END`,
  },
  ratingCount: { sql: sql`u.rating_count` },
};

/** The shown fields' names, in one order. */
export const SHOWN_NAMES = Object.keys(SHOWN_FIELDS);

/** Conditions on `users u` joined to `user_locations l`: every criterion, in SQL. */
export function availabilityConditions(rule: AvailabilityRule): SQL {
  return sql.join(
    CRITERIA.map((criterion) => sql`(${criterion.sql(rule)})`),
    sql` AND `,
  );
}

const DRIVER_CRITERIA = CRITERIA.filter((criterion) => criterion.judged === 'driver');
const SEARCH_CRITERIA = CRITERIA.filter((criterion) => criterion.judged === 'search');

/** What a 'driver' criterion is handed for the rule and the time it must not read. */
const ANY_RULE: AvailabilityRule = { vehicleType: 'driver', thresholdKobo: 0 };

/** The criteria that depend only on the driver's own facts (the index keeps this verdict per driver). */
export function passesDriverCriteria(driver: DriverView): boolean {
  for (const criterion of DRIVER_CRITERIA) if (!criterion.test(driver, ANY_RULE, 0)) return false;
  return true;
}

/** The criteria that depend on the search's rule or time. */
export function passesSearchCriteria(driver: DriverView, rule: AvailabilityRule, now: number): boolean {
  for (const criterion of SEARCH_CRITERIA) if (!criterion.test(driver, rule, now)) return false;
  return true;
}

/** Every criterion, on the index's facts. */
export function isAvailable(driver: DriverView, rule: AvailabilityRule, now: number): boolean {
  return passesDriverCriteria(driver) && passesSearchCriteria(driver, rule, now);
}
