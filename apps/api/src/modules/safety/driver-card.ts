// What a rider needs to match the vehicle at the kerb (plate, model or bike type, photo, rating), and the
// safety parts of GET /api/status/{id}: the PIN for the rider, the PIN and no-show rules for the driver.
import { averageRating, type RideStatusResponse, type Vehicle } from '@waka/shared';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { driverProfiles, ratings, rides, users } from '../../db/schema';
import { getSettings } from '../settings/service';
import { noShowAllowedAt } from './no-show-guard';
import { isPinRequired } from './ride-pin';

/** The vehicle as the driver or biker described it when applying. */
export function vehicleOf(
  profile: { vehicleType: string; details: Record<string, string> } | null,
): Vehicle | undefined {
  if (!profile) return undefined;
  const d = profile.details;
  return profile.vehicleType === 'biker'
    ? { type: 'biker', model: d.bikeType ?? '', plate: d.bikeNumber ?? '' }
    : { type: 'driver', model: d.vehicleModel ?? '', plate: d.vehiclePlateNumber ?? '' };
}

const driver = alias(users, 'card_driver');
const rider = alias(users, 'card_rider');

type SafetyFields = Partial<
  Pick<
    RideStatusResponse,
    | 'vehicle'
    | 'driverPhoto'
    | 'driverRating'
    | 'driverRatingCount'
    | 'pin'
    | 'pinRequired'
    | 'noShowAllowedAt'
    | 'hasRated'
  >
>;

/** Extra fields of the status answer for the caller (who must be the ride's rider or driver). */
export async function rideSafetyFields(
  db: DbOrTx,
  config: Config,
  input: { rideId: string; userId: string },
): Promise<SafetyFields> {
  const [row] = await db
    .select({
      status: rides.status,
      riderId: rides.riderId,
      driverId: rides.driverId,
      pin: rides.pin,
      acceptedAt: rides.acceptedAt,
      photo: driver.profilePicture,
      ratingSum: driver.ratingSum,
      ratingCount: driver.ratingCount,
      riderWantsPin: rider.requireRidePin,
      profile: { vehicleType: driverProfiles.vehicleType, details: driverProfiles.details },
      hasRated: sql<boolean>`exists (select 1 from ${ratings} where ${ratings.rideId} = ${rides.id}
        and ${ratings.raterId} = ${input.userId})`,
    })
    .from(rides)
    .innerJoin(driver, eq(driver.id, rides.driverId))
    .innerJoin(rider, eq(rider.id, rides.riderId))
    .leftJoin(driverProfiles, eq(driverProfiles.userId, rides.driverId))
    .where(and(eq(rides.id, input.rideId)));
  if (!row) return {};
  const fields: SafetyFields = {};
  const isRider = row.riderId === input.userId;
  if (row.status === 'completed') fields.hasRated = Boolean(row.hasRated);
  if (isRider && ['accepted', 'in_progress', 'completed'].includes(row.status)) {
    fields.vehicle = vehicleOf(row.profile?.vehicleType ? row.profile : null);
    fields.driverPhoto = row.photo;
    fields.driverRating = averageRating(row.ratingSum, row.ratingCount);
    fields.driverRatingCount = row.ratingCount;
    if (row.status === 'accepted' && row.pin) fields.pin = row.pin;
  }
  if (!isRider && row.status === 'accepted') {
    const settings = await getSettings(db, config);
    fields.pinRequired = isPinRequired({
      riderWantsPin: row.riderWantsPin,
      mode: settings.ridePinMode,
      now: new Date(),
    });
    fields.noShowAllowedAt = noShowAllowedAt(row.acceptedAt, settings.noShowWaitS);
  }
  return fields;
}
