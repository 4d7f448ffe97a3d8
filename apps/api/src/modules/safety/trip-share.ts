// "Share my trip": a public link to one ride. The token carries 192 random bits and only its SHA-256 is
// stored, so the database cannot be used to open a trip (docs/decisions/151). The page shows what a relative
// needs to follow the ride and nothing else: no phone numbers, no ids, no positions once the ride is over.
import { createHash, randomBytes } from 'node:crypto';
import { TRIP_ENDED_MESSAGE, type TripView } from '@waka/shared';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverProfiles, rides, tripShares, userLocations, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findRideOfParty, type RideOfParty } from '../rides/ride-access';
import { vehicleOf } from './driver-card';

/** Links one ride may have (each share and each SOS makes one); bounds what one user can create. */
export const MAX_SHARES_PER_RIDE = 20;
export const TRIP_LINK_INVALID = 'This trip link is not valid.';
const SHAREABLE = ['accepted', 'in_progress'];

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh link for an accepted or in-progress ride. */
export async function createTripLink(db: DbOrTx, ride: RideOfParty, publicUrl: string): Promise<string> {
  if (!SHAREABLE.includes(ride.status))
    throw new AppError('conflict', 'A trip can be shared once the driver has accepted it, until it ends.');
  const [existing] = await db.select({ n: count() }).from(tripShares).where(eq(tripShares.rideId, ride.id));
  if ((existing?.n ?? 0) >= MAX_SHARES_PER_RIDE)
    throw new AppError('too_many_requests', 'This trip has been shared too many times already.');
  const token = randomBytes(24).toString('base64url');
  await db.insert(tripShares).values({ rideId: ride.id, tokenHash: hashToken(token) });
  return `${publicUrl.replace(/\/$/, '')}/trip/${token}`;
}

/** POST /api/rides/{id}/share: the rider only. */
export async function shareTrip(
  db: DbOrTx,
  input: { rideId: string; userId: string; publicUrl: string },
): Promise<string> {
  const ride = await findRideOfParty(db, { rideId: input.rideId, userId: input.userId });
  if (ride.riderId !== input.userId) throw new AppError('forbidden', 'Only the rider can share this trip.');
  return createTripLink(db, ride, input.publicUrl);
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** GET /api/trips/{token}. */
export async function getTripView(db: DbOrTx, token: string): Promise<TripView> {
  const [row] = await db
    .select({
      ride: rides,
      driverName: users.name,
      profile: { vehicleType: driverProfiles.vehicleType, details: driverProfiles.details },
      latitude: userLocations.latitude,
      longitude: userLocations.longitude,
      seenAt: userLocations.updatedAt,
    })
    .from(tripShares)
    .innerJoin(rides, eq(rides.id, tripShares.rideId))
    .innerJoin(users, eq(users.id, rides.driverId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, rides.driverId))
    .leftJoin(userLocations, eq(userLocations.userId, rides.driverId))
    .where(eq(tripShares.tokenHash, hashToken(token)));
  if (!row) throw new AppError('not_found', TRIP_LINK_INVALID);
  const { ride } = row;
  if (!SHAREABLE.includes(ride.status))
    return { status: ride.status, ended: true, message: TRIP_ENDED_MESSAGE };
  return {
    status: ride.status,
    ended: false,
    driverFirstName: firstName(row.driverName),
    vehicle: vehicleOf(row.profile?.vehicleType ? row.profile : null),
    pickup: { name: ride.pickupName, latitude: ride.pickupLatitude, longitude: ride.pickupLongitude },
    destination: {
      name: ride.destinationName,
      latitude: ride.destinationLatitude,
      longitude: ride.destinationLongitude,
    },
    ...(row.latitude !== null && row.longitude !== null && row.seenAt
      ? {
          driverLocation: {
            latitude: row.latitude,
            longitude: row.longitude,
            updatedAt: row.seenAt.toISOString(),
          },
        }
      : {}),
  };
}
