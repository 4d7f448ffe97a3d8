// The invariants every fault must leave intact, read straight from the database: each ride's status agrees
// with its ride_events trail (each transition once), one commission posting per completed ride, every
// posting balanced and the whole ledger summing to zero.
import type { Database } from '../../apps/api/src/db/client';
import { rows } from './seed';

const TRAIL: Record<string, string> = {
  requested: 'requested',
  accepted: 'requested,accepted',
  in_progress: 'requested,accepted,in_progress',
  completed: 'requested,accepted,in_progress,completed',
};

export interface IntegrityReport {
  rides: number;
  byStatus: Record<string, number>;
  commissionPostings: number;
  ledgerTotalKobo: number;
  violations: string[];
}

export async function checkIntegrity(database: Database, usernamePrefix: string): Promise<IntegrityReport> {
  const violations: string[] = [];
  const rides = await rows<{
    id: string;
    status: string;
    trail: string | null;
    commissions: number;
    commission_kobo: string | null;
    fare_kobo: string;
  }>(
    database,
    `SELECT r.id, r.status, r.commission_kobo, r.fare_kobo,
       (SELECT string_agg(e.to_status, ',' ORDER BY e.id) FROM ride_events e WHERE e.ride_id = r.id) AS trail,
       (SELECT count(*)::int FROM ledger_postings p WHERE p.ride_id = r.id AND p.kind = 'commission') AS commissions
     FROM rides r JOIN users u ON u.id = r.rider_id WHERE u.username LIKE '${usernamePrefix}\\_%'`,
  );
  const byStatus: Record<string, number> = {};
  for (const ride of rides) {
    byStatus[ride.status] = (byStatus[ride.status] ?? 0) + 1;
    const expected = TRAIL[ride.status];
    if (expected && ride.trail !== expected)
      violations.push(`ride ${ride.id} is ${ride.status} but its trail is [${ride.trail}]`);
    const wantCommission = ride.status === 'completed' && Number(ride.commission_kobo ?? 0) > 0 ? 1 : 0;
    if (Number(ride.commissions) !== wantCommission) {
      violations.push(
        `ride ${ride.id} (${ride.status}) has ${ride.commissions} commission postings, expected ${wantCommission}`,
      );
    }
  }
  const [perRider] = await rows<{ n: number }>(
    database,
    `SELECT count(*)::int AS n FROM (SELECT rider_id FROM rides GROUP BY rider_id
       HAVING count(*) FILTER (WHERE status IN ('requested','accepted','in_progress')) > 1) x`,
  );
  if (Number(perRider!.n) > 0) violations.push(`${perRider!.n} riders hold more than one open ride`);
  const [ledger] = await rows<{ total: string; unbalanced: number; commissions: number }>(
    database,
    `SELECT (SELECT coalesce(sum(amount_kobo), 0) FROM ledger_entries) AS total,
       (SELECT count(*)::int FROM (SELECT posting_id FROM ledger_entries GROUP BY posting_id
          HAVING sum(amount_kobo) <> 0) b) AS unbalanced,
       (SELECT count(*)::int FROM ledger_postings WHERE kind = 'commission') AS commissions`,
  );
  if (Number(ledger!.total) !== 0) violations.push(`the ledger sums to ${ledger!.total} kobo, not 0`);
  if (Number(ledger!.unbalanced) !== 0) violations.push(`${ledger!.unbalanced} postings do not balance`);
  return {
    rides: rides.length,
    byStatus,
    commissionPostings: Number(ledger!.commissions),
    ledgerTotalKobo: Number(ledger!.total),
    violations,
  };
}
