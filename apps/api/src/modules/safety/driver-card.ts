// What a rider needs to match the vehicle at the kerb (plate, model or bike type, photo, rating), and the
// safety parts of GET /api/status/{id}: the PIN for the rider, the PIN and no-show rules for the driver.
import { averageRating, type RideStatus, type RideStatusResponse, type Vehicle } from '@waka/shared';
import type { OperatingSettings } from '../settings/service';
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

/** What presentSafetyFields needs, read with the ride in the status query (rides/queries.ts). */
export interface SafetyRow {
  status: RideStatus;
  riderId: string;
  pin: string | null;
  acceptedAt: Date | null;
  photo: string | null;
  ratingSum: number;
  ratingCount: number;
  riderWantsPin: boolean;
  profile: { vehicleType: string | null; details: Record<string, string> | null } | null;
  hasRated: boolean;
}

/** Extra fields of the status answer for the caller (who must be the ride's rider or driver). */
export function presentSafetyFields(
  row: SafetyRow,
  input: { userId: string; settings: Pick<OperatingSettings, 'ridePinMode' | 'noShowWaitS'> },
): SafetyFields {
  const fields: SafetyFields = {};
  const isRider = row.riderId === input.userId;
  if (row.status === 'completed') fields.hasRated = Boolean(row.hasRated);
  if (isRider && ['accepted', 'in_progress', 'completed'].includes(row.status)) {
    const profile = row.profile?.vehicleType
      ? { vehicleType: row.profile.vehicleType, details: row.profile.details ?? {} }
      : null;
    fields.vehicle = vehicleOf(profile);
    fields.driverPhoto = row.photo;
    fields.driverRating = averageRating(row.ratingSum, row.ratingCount);
    fields.driverRatingCount = row.ratingCount;
    if (row.status === 'accepted' && row.pin) fields.pin = row.pin;
  }
  if (!isRider && row.status === 'accepted') {
    fields.pinRequired = isPinRequired({
      riderWantsPin: row.riderWantsPin,
      mode: input.settings.ridePinMode,
      now: new Date(),
    });
    fields.noShowAllowedAt = noShowAllowedAt(row.acceptedAt, input.settings.noShowWaitS);
  }
  return fields;
}
