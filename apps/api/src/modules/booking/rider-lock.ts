// One rider, one open request: requestride and book-nearest both take this lock and check both tables, so a
// rider never holds a waiting ride and a running search at once.
import { ACTIVE_RIDE_STATUSES } from '@waka/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rideDispatches, rides } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';

export const OPEN_RIDE_MESSAGE =
  'You already have an open ride request. Cancel it or wait for it to end first.';

/**
 * Serialises one rider's requests (requestride and book-nearest) and refuses (409) when the rider already
 * has an open ride or a search still running. Call first in the transaction.
 */
export async function lockRiderWithoutOpenRequest(tx: Tx, riderId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`rider:${riderId}`}))`);
  if (await hasOpenRequest(tx, riderId)) throw new AppError('conflict', OPEN_RIDE_MESSAGE);
}

/**
 * Runs a rider's request; a second open request racing it past the lock (the partial unique index
 * `constraint` lets only one in) is answered like any open request (409).
 */
export async function refusingSecondOpenRequest<T>(
  constraint: string,
  request: () => Promise<T>,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw new AppError('conflict', OPEN_RIDE_MESSAGE);
    throw error;
  }
}

/** True when the rider has an open ride or a search still running. */
async function hasOpenRequest(tx: Tx, riderId: string): Promise<boolean> {
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
