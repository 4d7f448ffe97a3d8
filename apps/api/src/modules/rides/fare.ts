// Fare: per-type tariff, distance = great-circle × 1.3 (no routing
// service is configured), time at an assumed city speed, rounded to ₦50, never below the minimum.
import { type GeoPoint, greatCircleMeters, koboToNaira, nairaToKobo, type VehicleRole } from '@waka/shared';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getSettings, type OperatingSettings, type Tariff } from '../settings/service';

export const ROAD_FACTOR = 1.3;
/** Assumed average speeds in Lagos traffic (our choice, docs/decisions/030): cars 20 km/h, bikes 25 km/h. */
export const CITY_SPEED_KMH: Record<VehicleRole, number> = { driver: 20, biker: 25 };
export const FARE_ROUNDING_NAIRA = 50;

export interface FareQuote {
  fareKobo: number;
  distanceMeters: number;
  durationSeconds: number;
  breakdown: {
    distanceKm: number;
    minutes: number;
    base: number;
    perKm: number;
    perMinute: number;
    minimum: number;
  };
}

export function estimateFare(input: {
  tariff: Tariff;
  vehicleType: VehicleRole;
  from: GeoPoint;
  to: GeoPoint;
}): FareQuote {
  const { tariff } = input;
  const distanceKm = (greatCircleMeters(input.from, input.to) * ROAD_FACTOR) / 1000;
  const minutes = (distanceKm / CITY_SPEED_KMH[input.vehicleType]) * 60;
  const raw = tariff.baseNaira + tariff.perKmNaira * distanceKm + tariff.perMinuteNaira * minutes;
  const rounded = Math.round(raw / FARE_ROUNDING_NAIRA) * FARE_ROUNDING_NAIRA;
  const fareNaira = Math.max(tariff.minimumNaira, rounded);
  return {
    fareKobo: nairaToKobo(fareNaira),
    distanceMeters: Math.round(distanceKm * 1000),
    durationSeconds: Math.round(minutes * 60),
    breakdown: {
      distanceKm: Math.round(distanceKm * 10) / 10,
      minutes: Math.round(minutes),
      base: tariff.baseNaira,
      perKm: tariff.perKmNaira,
      perMinute: tariff.perMinuteNaira,
      minimum: tariff.minimumNaira,
    },
  };
}

const VEHICLE_NAME: Record<VehicleRole, string> = { driver: 'Car', biker: 'Bike' };

/** "Bike trips are limited to 40 km. Choose a car for this trip.": the estimate's road distance over the limit. */
export function tripLimitMessage(
  settings: OperatingSettings,
  vehicleType: VehicleRole,
  distanceMeters: number,
) {
  const limitKm = settings.tripLimitsKm[vehicleType];
  if (distanceMeters <= limitKm * 1000) return null;
  const tripKm = Math.round(distanceMeters / 1000);
  const other: VehicleRole = vehicleType === 'biker' ? 'driver' : 'biker';
  const otherFits = distanceMeters <= settings.tripLimitsKm[other] * 1000;
  const advice = otherFits
    ? `Choose a ${VEHICLE_NAME[other].toLowerCase()} for this trip.`
    : 'Choose a destination closer to your pickup.';
  return `${VEHICLE_NAME[vehicleType]} trips are limited to ${limitKm} km; this one is about ${tripKm} km. ${advice}`;
}

/** Refuse (400) a trip longer than the operator's limit for its vehicle type. */
export function assertWithinTripLimit(
  settings: OperatingSettings,
  vehicleType: VehicleRole,
  distanceMeters: number,
): void {
  const message = tripLimitMessage(settings, vehicleType, distanceMeters);
  if (message) throw new AppError('bad_request', message);
}

/** The fare of a trip with the tariffs in force, refused (400) beyond the operator's limit for its vehicle. */
export function priceTrip(
  settings: OperatingSettings,
  trip: { pickupLocation: GeoPoint; destinationLocation: GeoPoint; preferredType: VehicleRole },
) {
  const quote = estimateFare({
    tariff: settings.tariffs[trip.preferredType],
    vehicleType: trip.preferredType,
    from: trip.pickupLocation,
    to: trip.destinationLocation,
  });
  assertWithinTripLimit(settings, trip.preferredType, quote.distanceMeters);
  return quote;
}

/** POST /api/fare-estimate: the quote in naira with the tariffs in force. */
export async function quoteFare(
  db: DbOrTx,
  config: Config,
  input: { pickupLocation: GeoPoint; destinationLocation: GeoPoint; preferredType: VehicleRole },
) {
  const quote = priceTrip(await getSettings(db, config), input);
  return { fare: koboToNaira(quote.fareKobo), breakdown: quote.breakdown };
}
