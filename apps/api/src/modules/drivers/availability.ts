// Who may be offered to a rider (ARCHITECTURE.md, Rules of the domain; issue 5): approved, not disabled, of
// the requested type, seen in the last 5 minutes, wallet at or above the threshold, no active ride. Shared
// by the nearby search and by requestride, which re-checks it inside its transaction.
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
}

/**
 * Conditions on `users u` joined to `user_locations l`. The wallet balance is a correlated sum over the
 * user's ledger entries (ledger_entries_account_idx); Postgres evaluates these sub-plans last, only for rows
 * that passed the cheap column checks.
 */
export function availabilityConditions(rule: AvailabilityRule): SQL {
  const seenWithinSeconds = Math.round(DRIVER_SEEN_WITHIN_MS / 1000);
  return sql`u.preferred_type = ${rule.vehicleType}
    AND u.approved AND NOT u.disabled
    AND l.updated_at > now() - ${sql.raw(`interval '${seenWithinSeconds} seconds'`)}
    AND NOT EXISTS (
      SELECT 1 FROM rides r WHERE r.driver_id = u.id AND r.status IN ('accepted', 'in_progress'))
    AND (SELECT coalesce(sum(e.amount_kobo), 0) FROM ledger_accounts a
         JOIN ledger_entries e ON e.account_id = a.id WHERE a.user_id = u.id) >= ${rule.thresholdKobo}`;
}
