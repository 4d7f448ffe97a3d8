// Read side of "book the nearest": the rider's search, the driver's open offers, and a search answered in
// the terms of GET /api/status/:id until it becomes a ride.
import type {
  DispatchStatus,
  DispatchView,
  IncomingRide,
  RideStatus,
  RideStatusResponse,
} from '@waka/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dispatchOffers, rideDispatches, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isUuid, presentIncoming } from '../rides/present';
import { countAsked, type DispatchRow, presentDispatch } from './dispatch-state';

export const SEARCH_NOT_FOUND = 'Ride request not found.';

export async function getDispatch(
  db: DbOrTx,
  input: { rideId: string; riderId: string },
): Promise<DispatchView> {
  if (!isUuid(input.rideId)) throw new AppError('not_found', SEARCH_NOT_FOUND);
  const [row] = (await db
    .select()
    .from(rideDispatches)
    .where(
      and(eq(rideDispatches.id, input.rideId), eq(rideDispatches.riderId, input.riderId)),
    )) as DispatchRow[];
  if (!row) throw new AppError('not_found', SEARCH_NOT_FOUND);
  return presentDispatch(row, await countAsked(db, row.id));
}

/** A search that has no ride yet, told in the ride's terms (a matched search answers through its ride). */
const AS_RIDE_STATUS: Partial<Record<DispatchStatus, RideStatus>> = {
  searching: 'requested',
  cancelled: 'cancelled',
  unmatched: 'expired',
};

export async function searchStatus(
  db: DbOrTx,
  input: { rideId: string; userId: string },
): Promise<RideStatusResponse | undefined> {
  const [row] = await db
    .select({ status: rideDispatches.status })
    .from(rideDispatches)
    .where(and(eq(rideDispatches.id, input.rideId), eq(rideDispatches.riderId, input.userId)));
  const status = row && AS_RIDE_STATUS[row.status];
  return status ? { status, rideId: input.rideId } : undefined;
}

/** Offers still open to this driver, unless the driver is busy with a ride (they cannot take one then). */
export async function listOpenOffers(
  db: DbOrTx,
  input: { driverId: string; commissionRate: number },
): Promise<IncomingRide[]> {
  const rows = await db
    .select({ dispatch: rideDispatches, riderName: users.name })
    .from(dispatchOffers)
    .innerJoin(rideDispatches, eq(rideDispatches.id, dispatchOffers.dispatchId))
    .innerJoin(users, eq(users.id, rideDispatches.riderId))
    .where(
      and(
        eq(dispatchOffers.driverId, input.driverId),
        eq(dispatchOffers.status, 'open'),
        eq(rideDispatches.status, 'searching'),
        gt(rideDispatches.expiresAt, sql`now()`),
        sql`NOT EXISTS (SELECT 1 FROM rides r WHERE r.driver_id = ${input.driverId}
                        AND r.status IN ('accepted', 'in_progress'))`,
      ),
    )
    .limit(50);
  // The rider's phone number is shown once a driver has accepted (it is then in the ride's status).
  return rows.map((row) =>
    presentIncoming(row.dispatch, { name: row.riderName, phoneNumber: '' }, input.commissionRate),
  );
}
