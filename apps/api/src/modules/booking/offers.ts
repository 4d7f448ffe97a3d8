// Drivers answering "book the nearest" offers and riders cancelling a search (docs/decisions/145). They come
// through the spec's own calls (/acceptride, /rejectride, /cancelrequest with the offer's id), so a driver's
// app that only knows those calls can take these requests too.
// Lock order everywhere: the driver's advisory lock, then the dispatch row, then offer rows.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { dispatchOffers, rideDispatches, rides } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type RideRow, recordTransition } from '../rides/announce';
import { isUuid } from '../rides/present';
import { RIDE_EXPIRED_MESSAGE } from '../rides/transitions';
import { closeOpenOffers, type DispatchRow, publishProgress } from './dispatch-state';

export const TAKEN_MESSAGE = 'Another driver accepted this request first.';
const CANCELLED_MESSAGE = 'The rider cancelled this request.';

async function findOffer(tx: Tx, dispatchId: string, driverId: string) {
  if (!isUuid(dispatchId)) return undefined;
  const [offer] = await tx
    .select()
    .from(dispatchOffers)
    .where(and(eq(dispatchOffers.dispatchId, dispatchId), eq(dispatchOffers.driverId, driverId)));
  return offer;
}

async function refusal(tx: Tx, dispatchId: string, driverId: string): Promise<AppError> {
  const [row] = await tx
    .select({ status: rideDispatches.status, driverId: rideDispatches.driverId })
    .from(rideDispatches)
    .where(eq(rideDispatches.id, dispatchId));
  if (row?.status === 'matched')
    return new AppError(
      'ride_state_changed',
      row.driverId === driverId ? 'You already accepted this ride.' : TAKEN_MESSAGE,
    );
  if (row?.status === 'cancelled') return new AppError('ride_state_changed', CANCELLED_MESSAGE);
  return new AppError('ride_expired', RIDE_EXPIRED_MESSAGE);
}

/**
 * The driver accepts an offer: ONE conditional UPDATE of the dispatch (searching → matched) decides the
 * winner, then the ride is inserted as accepted under the same id. Undefined when the id is not an offer made
 * to this driver (the caller then treats it as a ride id). The caller holds the driver's advisory lock.
 */
export async function acceptDispatchOffer(
  tx: Tx,
  input: { rideId: string; driverId: string },
): Promise<RideRow | undefined> {
  const offer = await findOffer(tx, input.rideId, input.driverId);
  if (!offer) return undefined;
  if (offer.status === 'declined') throw new AppError('conflict', 'You declined this request.');
  if (offer.status !== 'open') throw await refusal(tx, input.rideId, input.driverId);
  const [won] = (await tx
    .update(rideDispatches)
    .set({ status: 'matched', driverId: input.driverId, endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(rideDispatches.id, input.rideId),
        eq(rideDispatches.status, 'searching'),
        gt(rideDispatches.expiresAt, sql`now()`),
      ),
    )
    .returning()) as DispatchRow[];
  if (!won) throw await refusal(tx, input.rideId, input.driverId);
  await tx
    .update(dispatchOffers)
    .set({ status: 'won', updatedAt: sql`now()` })
    .where(and(eq(dispatchOffers.dispatchId, won.id), eq(dispatchOffers.driverId, input.driverId)));
  await closeOpenOffers(tx, { dispatchId: won.id, reason: 'taken', exceptDriverId: input.driverId });
  const [ride] = (await tx
    .insert(rides)
    .values({
      id: won.id,
      riderId: won.riderId,
      driverId: input.driverId,
      vehicleType: won.vehicleType,
      status: 'accepted',
      pickupLatitude: won.pickupLatitude,
      pickupLongitude: won.pickupLongitude,
      pickupName: won.pickupName,
      destinationLatitude: won.destinationLatitude,
      destinationLongitude: won.destinationLongitude,
      destinationName: won.destinationName,
      notes: won.notes,
      fareKobo: won.fareKobo,
      distanceMeters: won.distanceMeters,
      durationSeconds: won.durationSeconds,
      expiresAt: won.expiresAt,
      acceptedAt: sql`now()`,
    })
    .returning()) as RideRow[];
  await recordTransition(tx, { ride: ride!, from: null, actorId: input.driverId });
  await publishProgress(tx, won);
  return ride;
}

/** Lock a dispatch row (before touching its offers; see the lock order above). */
async function lockDispatch(tx: Tx, dispatchId: string): Promise<DispatchRow | undefined> {
  const [row] = (await tx
    .select()
    .from(rideDispatches)
    .where(eq(rideDispatches.id, dispatchId))
    .for('update')) as DispatchRow[];
  return row;
}

/** When nobody asked is still deciding, the next batch is due at once. */
async function advanceIfNoneOpen(tx: Tx, dispatchId: string): Promise<void> {
  await tx
    .update(rideDispatches)
    .set({ batchEndsAt: sql`now()` })
    .where(
      and(
        eq(rideDispatches.id, dispatchId),
        eq(rideDispatches.status, 'searching'),
        sql`NOT EXISTS (SELECT 1 FROM dispatch_offers o WHERE o.dispatch_id = ${dispatchId} AND o.status = 'open')`,
      ),
    );
}

/** The driver declines an offer. Undefined when the id is not an offer made to this driver. */
export async function declineDispatchOffer(
  tx: Tx,
  input: { rideId: string; driverId: string },
): Promise<{ id: string } | undefined> {
  const offer = await findOffer(tx, input.rideId, input.driverId);
  if (!offer) return undefined;
  await lockDispatch(tx, input.rideId);
  const [declined] = await tx
    .update(dispatchOffers)
    .set({ status: 'declined', updatedAt: sql`now()` })
    .where(
      and(
        eq(dispatchOffers.dispatchId, input.rideId),
        eq(dispatchOffers.driverId, input.driverId),
        eq(dispatchOffers.status, 'open'),
      ),
    )
    .returning();
  if (!declined) throw await refusal(tx, input.rideId, input.driverId);
  await advanceIfNoneOpen(tx, input.rideId);
  return { id: input.rideId };
}

/** Decline every open offer of a driver (going offline). The caller holds the driver's advisory lock. */
export async function declineAllOffers(tx: Tx, driverId: string): Promise<number> {
  const open = await tx
    .select({ dispatchId: dispatchOffers.dispatchId })
    .from(dispatchOffers)
    .where(and(eq(dispatchOffers.driverId, driverId), eq(dispatchOffers.status, 'open')))
    .orderBy(dispatchOffers.dispatchId);
  let count = 0;
  for (const { dispatchId } of open) {
    if (await declineDispatchOffer(tx, { rideId: dispatchId, driverId }).catch(() => undefined)) count += 1;
  }
  return count;
}

/** The rider cancels a search. Undefined when the id is not a search of this rider still open. */
export async function cancelDispatch(
  tx: Tx,
  input: { rideId: string; riderId: string },
): Promise<DispatchRow | undefined> {
  if (!isUuid(input.rideId)) return undefined;
  const [row] = (await tx
    .update(rideDispatches)
    .set({ status: 'cancelled', endedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(rideDispatches.id, input.rideId),
        eq(rideDispatches.riderId, input.riderId),
        eq(rideDispatches.status, 'searching'),
      ),
    )
    .returning()) as DispatchRow[];
  if (!row) return undefined;
  await closeOpenOffers(tx, { dispatchId: row.id, reason: 'cancelled' });
  await publishProgress(tx, row);
  return row;
}
