// Read-side of rides: status, incoming requests, history. Every query is
// scoped to the calling user.
import {
  type GeoPoint,
  type IncomingRide,
  koboToNaira,
  MSG,
  type RideHistoryItem,
  type RideStatusResponse,
} from '@waka/shared';
import { and, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { driverProfiles, ratings, rides, userLocations, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { listOpenOffers, searchStatus } from '../booking/queries';
import { presentSafetyFields, type SafetyRow } from '../safety/driver-card';
import type { OperatingSettings } from '../settings/service';
import { PHONE_VISIBLE_STATUSES, vehicleTypeOf } from './announce';
import { isUuid, presentIncoming } from './present';
import { RIDE_NOT_FOUND } from './ride-access';

const drivers = alias(users, 'driver');
const riders = alias(users, 'rider');

/** What the status answer takes from this instance's memory instead of the database. */
export interface StatusSources {
  /** The driver's latest position (the live dispatch index: newer than the table between batch writes). */
  positionOf(driverId: string): GeoPoint | undefined;
  /** The operator settings in force (cached). */
  settings: Pick<OperatingSettings, 'ridePinMode' | 'noShowWaitS'>;
  /** The ride's row, when a cache kept exact by the database's notices holds it (docs/decisions/124). */
  statusRowOf?(rideId: string): Promise<RideStatusRow | undefined>;
}

/** Everything the status answer shows of one ride, whoever asks (raters listed, not judged per caller). */
export interface RideStatusRow extends Omit<SafetyRow, 'hasRated'> {
  id: string;
  driverId: string;
  driverName: string;
  driverPhoneNumber: string;
  /** Who has rated this ride (rider, driver or both). */
  raterIds: string[];
}

/** One read of the rides with everything their status answers show (rides that do not exist are left out). */
export function readRideStatusRowsById(db: DbOrTx, rideIds: string[]): Promise<RideStatusRow[]> {
  return readRideStatusRows(db, inArray(rides.id, rideIds));
}

/** The status rows of the rides still under way (requested, accepted, in progress), newest first. */
export function readCurrentRideStatusRows(db: DbOrTx, limit: number): Promise<RideStatusRow[]> {
  return readRideStatusRows(db, inArray(rides.status, ['requested', 'accepted', 'in_progress']), limit);
}

async function readRideStatusRows(db: DbOrTx, where: SQL, limit?: number): Promise<RideStatusRow[]> {
  const query = db
    .select({
      id: rides.id,
      status: rides.status,
      riderId: rides.riderId,
      driverId: rides.driverId,
      pin: rides.pin,
      acceptedAt: rides.acceptedAt,
      driverName: drivers.name,
      driverPhoneNumber: drivers.phoneNumber,
      photo: drivers.profilePicture,
      ratingSum: drivers.ratingSum,
      ratingCount: drivers.ratingCount,
      riderWantsPin: riders.requireRidePin,
      profile: { vehicleType: driverProfiles.vehicleType, details: driverProfiles.details },
      raters: sql<string | null>`(select string_agg(${ratings.raterId}::text, ',') from ${ratings}
        where ${ratings.rideId} = ${rides.id})`,
    })
    .from(rides)
    .innerJoin(drivers, eq(drivers.id, rides.driverId))
    .innerJoin(riders, eq(riders.id, rides.riderId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, rides.driverId))
    .where(where)
    .orderBy(desc(rides.createdAt));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ raters, ...rest }) => ({ ...rest, raterIds: raters ? raters.split(',') : [] }));
}

/** GET /api/status/{id}: the ride's row (cached, or one read) with everything its answer shows. */
export async function getRideStatus(
  db: DbOrTx,
  input: { rideId: string; userId: string },
  sources: StatusSources,
): Promise<RideStatusResponse> {
  if (!isUuid(input.rideId)) throw new AppError('not_found', RIDE_NOT_FOUND);
  const row = sources.statusRowOf
    ? await sources.statusRowOf(input.rideId)
    : (await readRideStatusRowsById(db, [input.rideId]))[0];
  if (!row || (row.riderId !== input.userId && row.driverId !== input.userId)) {
    // A "book the nearest" search that has no ride yet answers in the ride's terms.
    const search = await searchStatus(db, input);
    if (search) return search;
    throw new AppError('not_found', RIDE_NOT_FOUND);
  }
  const { status } = row;
  const isActive = status === 'accepted' || status === 'in_progress';
  const position = isActive ? await driverPosition(db, row.driverId, sources) : undefined;
  const hasRated = row.raterIds.includes(input.userId);
  return {
    status,
    rideId: input.rideId,
    driverName: row.driverName,
    // the driver's phone is revealed once the ride is accepted.
    ...(PHONE_VISIBLE_STATUSES.includes(status) ? { driverPhoneNumber: row.driverPhoneNumber } : {}),
    ...(position ? { driverLocation: position } : {}),
    ...presentSafetyFields({ ...row, hasRated }, { userId: input.userId, settings: sources.settings }),
  };
}

/** From the index; the table only for someone the index does not hold (no longer a driver or biker). */
async function driverPosition(
  db: DbOrTx,
  driverId: string,
  sources: StatusSources,
): Promise<GeoPoint | undefined> {
  const known = sources.positionOf(driverId);
  if (known) return { latitude: known.latitude, longitude: known.longitude };
  const [row] = await db
    .select({ latitude: userLocations.latitude, longitude: userLocations.longitude })
    .from(userLocations)
    .where(eq(userLocations.userId, driverId));
  return row;
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
    status: ride.status,
    notes: ride.notes,
    fare: koboToNaira(ride.fareKobo),
    ...(isDriverSide ? { commission: koboToNaira(ride.commissionKobo ?? 0) } : {}),
    createdAt: ride.createdAt.toISOString(),
    driver: { name: driverName },
    rider: { name: riderName },
    vehicleType: vehicleTypeOf(ride),
  }));
}
