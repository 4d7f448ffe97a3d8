// Finding a ride for the user acting on it. Strangers learn nothing about other people's rides (404); the
// other party of the ride is told the action is not theirs (403).
import type { RideStatus } from '@waka/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rides } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { isUuid } from './present';

export const RIDE_NOT_FOUND = 'Ride not found.';

export type ActingSide = 'driver' | 'rider';

export interface RideOfParty {
  id: string;
  status: RideStatus;
  riderId: string;
  driverId: string;
}

/**
 * The ride when `userId` is its rider or driver (with `side`: the party on that side); 404 to anyone else,
 * 403 to the other party.
 */
export async function findRideOfParty(
  db: DbOrTx,
  input: { rideId: string; userId: string; side?: ActingSide },
): Promise<RideOfParty> {
  if (!isUuid(input.rideId)) throw new AppError('not_found', RIDE_NOT_FOUND);
  const [ride] = await db
    .select({ id: rides.id, status: rides.status, riderId: rides.riderId, driverId: rides.driverId })
    .from(rides)
    .where(eq(rides.id, input.rideId));
  if (!ride || (ride.riderId !== input.userId && ride.driverId !== input.userId))
    throw new AppError('not_found', RIDE_NOT_FOUND);
  if (input.side && (input.side === 'driver' ? ride.driverId : ride.riderId) !== input.userId)
    throw new AppError('forbidden', `Only the ${input.side} of this ride can do that.`);
  return ride;
}
