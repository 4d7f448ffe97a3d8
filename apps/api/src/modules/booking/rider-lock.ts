// One rider, one open request: requestride and book-nearest both take this lock and check both tables, so a
// rider never holds a waiting ride and a running search at once.
import { ACTIVE_RIDE_STATUSES } from '@waka/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rideDispatches, rides } from '../../db/schema';

/**
 * Serialises one rider's requests (requestride and book-nearest), so a rider never holds a waiting ride and
 * a search at once. Call first in the transaction.
 */
export async function lockRider(tx: Tx, riderId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`rider:${riderId}`}))`);
}

/** True when the rider has an open ride or a search still running. */
export async function hasOpenRequest(tx: Tx, riderId: string): Promise<boolean> {
  const [ride] = await tx
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.riderId, riderId), inArray(rides.status, ['requested', ...ACTIVE_RIDE_STATUSES])))
    .limit(1);
  if (ride) return true;
  const [search] = await tx
    .select({ id: rideDispatches.id })
    .from(rideDispatches)
    .where(and(eq(rideDispatches.riderId, riderId), eq(rideDispatches.status, 'searching')))
    .limit(1);
  return !!search;
}
