// Read-side of rides: status, incoming requests, history. Every query is
// scoped to the calling user.
import {
  type IncomingRide,
  koboToNaira,
  MSG,
  type RideHistoryItem,
  type RideStatus,
  type RideStatusResponse,
} from '@waka/shared';
import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { rides, userLocations, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { listOpenOffers, searchStatus } from '../booking/queries';
import { PHONE_VISIBLE_STATUSES } from './announce';
import { isUuid, presentIncoming } from './present';
import { RIDE_NOT_FOUND } from './transitions';

const drivers = alias(users, 'driver');
const riders = alias(users, 'rider');

export async function getRideStatus(
  db: DbOrTx,
  input: { rideId: string; userId: string },
): Promise<RideStatusResponse> {
  if (!isUuid(input.rideId)) throw new AppError('not_found', RIDE_NOT_FOUND);
  const [row] = await db
    .select({
      status: rides.status,
      driverName: drivers.name,
      driverPhoneNumber: drivers.phoneNumber,
      latitude: userLocations.latitude,
      longitude: userLocations.longitude,
    })
    .from(rides)
    .innerJoin(drivers, eq(drivers.id, rides.driverId))
    .leftJoin(userLocations, eq(userLocations.userId, rides.driverId))
    .where(
      and(eq(rides.id, input.rideId), or(eq(rides.riderId, input.userId), eq(rides.driverId, input.userId))),
    );
  if (!row) {
    // A "book the nearest" search that has no ride yet answers in the ride's terms.
    const search = await searchStatus(db, input);
    if (search) return search;
    throw new AppError('not_found', RIDE_NOT_FOUND);
  }
  const status = row.status as RideStatus;
  const isActive = status === 'accepted' || status === 'in_progress';
  return {
    status,
    rideId: input.rideId,
    driverName: row.driverName,
    // the driver's phone is revealed once the ride is accepted.
    ...(PHONE_VISIBLE_STATUSES.includes(status) ? { driverPhoneNumber: row.driverPhoneNumber } : {}),
    ...(isActive && row.latitude !== null && row.longitude !== null
      ? { driverLocation: { latitude: row.latitude, longitude: row.longitude } }
      : {}),
  };
}

export async function listIncomingRides(
  db: DbOrTx,
  input: { driverId: string; commissionRate: number },
): Promise<IncomingRide[]> {
  const [addressed, offered] = await Promise.all([listAddressedRides(db, input), listOpenOffers(db, input)]);
  return [...addressed, ...offered].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

async function listAddressedRides(
  db: DbOrTx,
  input: { driverId: string; commissionRate: number },
): Promise<IncomingRide[]> {
  const rows = await db
    .select({ ride: rides, rider: { name: riders.name, phoneNumber: riders.phoneNumber } })
    .from(rides)
    .innerJoin(riders, eq(riders.id, rides.riderId))
    .where(
      and(eq(rides.driverId, input.driverId), eq(rides.status, 'requested'), gt(rides.expiresAt, sql`now()`)),
    )
    .orderBy(rides.createdAt)
    .limit(50);
  return rows.map((row) => presentIncoming(row.ride, row.rider, input.commissionRate));
}

export const HISTORY_LIMIT = 100;

/** Ride history: commission only for drivers and bikers. */
export async function listRideHistory(
  db: DbOrTx,
  input: { userId: string; role: string },
): Promise<RideHistoryItem[]> {
  const role = input.role.toLowerCase();
  if (!['rider', 'driver', 'biker'].includes(role)) throw new AppError('bad_request', MSG.userRoleNotFound);
  const isDriverSide = role !== 'rider';
  const rows = await db
    .select({ ride: rides, driverName: drivers.name, riderName: riders.name })
    .from(rides)
    .innerJoin(drivers, eq(drivers.id, rides.driverId))
    .innerJoin(riders, eq(riders.id, rides.riderId))
    .where(isDriverSide ? eq(rides.driverId, input.userId) : eq(rides.riderId, input.userId))
    .orderBy(desc(rides.createdAt))
    .limit(HISTORY_LIMIT);
  return rows.map(({ ride, driverName, riderName }) => ({
    _id: ride.id,
    pickupLocationName: ride.pickupName,
    destinationLocationName: ride.destinationName,
    status: ride.status as RideStatus,
    notes: ride.notes,
    fare: koboToNaira(ride.fareKobo),
    ...(isDriverSide ? { commission: koboToNaira(ride.commissionKobo ?? 0) } : {}),
    createdAt: ride.createdAt.toISOString(),
    driver: { name: driverName },
    rider: { name: riderName },
  }));
}
