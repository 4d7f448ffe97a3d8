// Fare (ARCHITECTURE.md, Rules of the domain): per-type tariff, distance = great-circle × 1.3 (no routing
// service is configured), time at an assumed city speed, rounded to ₦50, never below the minimum.
import { type GeoPoint, greatCircleMeters, koboToNaira, nairaToKobo, type VehicleRole } from '@waka/shared';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { getSettings, type Tariff } from '../settings/service';

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

/** POST /api/fare-estimate: the quote in naira with the tariffs in force (spec §3 Fare estimate). */
export async function quoteFare(
  db: DbOrTx,
  config: Config,
  input: { pickupLocation: GeoPoint; destinationLocation: GeoPoint; preferredType: VehicleRole },
) {
  const settings = await getSettings(db, config);
  const quote = estimateFare({
    tariff: settings.tariffs[input.preferredType],
    vehicleType: input.preferredType,
    from: input.pickupLocation,
    to: input.destinationLocation,
  });
  return { fare: koboToNaira(quote.fareKobo), breakdown: quote.breakdown };
}
