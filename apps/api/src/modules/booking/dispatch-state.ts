// Shared pieces of "book the nearest" (docs/decisions/145): the rider's view of a dispatch, its progress
// event, and closing offers so they vanish from the drivers' lists.
import { type DispatchView, koboToNaira, type OfferCloseReason } from '@waka/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dispatchOffers, type rideDispatches } from '../../db/schema';
import { publishEvent } from '../../events/bus';

export type DispatchRow = typeof rideDispatches.$inferSelect;

export const NOBODY_FOUND_MESSAGE =
  'No one nearby accepted your request. Try again in a few minutes, or pick a driver from the list.';
export const NO_DRIVERS_MESSAGE =
  'No available drivers near your pickup right now. Try again in a few minutes.';

/** Why a search ended without a driver: nobody available at all, or nobody accepted in time. */
export function unmatchedMessage(row: Pick<DispatchRow, 'batch'>): string {
  return row.batch === 0 ? NO_DRIVERS_MESSAGE : NOBODY_FOUND_MESSAGE;
}

export function presentDispatch(row: DispatchRow, asked: number): DispatchView {
  const message = row.status === 'unmatched' ? unmatchedMessage(row) : undefined;
  return {
    rideId: row.id,
    status: row.status,
    preferredType: row.vehicleType as DispatchView['preferredType'],
    batch: row.batch,
    asked,
    radiusMeters: row.radiusMeters,
    fare: koboToNaira(row.fareKobo),
    pickupLocation: { latitude: row.pickupLatitude, longitude: row.pickupLongitude },
    pickupLocationName: row.pickupName,
    destinationLocationName: row.destinationName,
    expiresAt: row.expiresAt.toISOString(),
    ...(message ? { message } : {}),
  };
}

export async function countAsked(db: DbOrTx, dispatchId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dispatchOffers)
    .where(eq(dispatchOffers.dispatchId, dispatchId));
  return Number(row?.n ?? 0);
}

/** Tell the rider where the search stands (live; GET /api/book-nearest/:id answers the same). */
export async function publishProgress(db: DbOrTx, row: DispatchRow): Promise<void> {
  const asked = await countAsked(db, row.id);
  await publishEvent(db, {
    userId: row.riderId,
    type: 'dispatch.progress',
    payload: { ...presentDispatch(row, asked) },
  });
}

/** Close the still-open offers of a dispatch (all, or all but the winner's) and tell those drivers. */
export async function closeOpenOffers(
  db: DbOrTx,
  input: { dispatchId: string; reason: OfferCloseReason; exceptDriverId?: string },
): Promise<void> {
  const closed = await db
    .update(dispatchOffers)
    .set({ status: 'closed', updatedAt: sql`now()` })
    .where(
      and(
        eq(dispatchOffers.dispatchId, input.dispatchId),
        eq(dispatchOffers.status, 'open'),
        input.exceptDriverId ? ne(dispatchOffers.driverId, input.exceptDriverId) : undefined,
      ),
    )
    .returning({ driverId: dispatchOffers.driverId });
  for (const { driverId } of closed) await announceClosed(db, driverId, input.dispatchId, input.reason);
}

export async function announceClosed(
  db: DbOrTx,
  driverId: string,
  dispatchId: string,
  reason: OfferCloseReason,
): Promise<void> {
  await publishEvent(db, {
    userId: driverId,
    type: 'offer.closed',
    payload: { rideId: dispatchId, reason },
  });
}
