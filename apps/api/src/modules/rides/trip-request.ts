// What both ways of asking for a ride (a chosen driver, or "book the nearest") settle before any lock: who
// may ask, the no-bikes zones, the fixed fare and the place names.
import type { GeoPoint, VehicleRole } from '@waka/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { reverseGeocode } from '../geo/service';
import { getSettings } from '../settings/service';
import { assertBikerTripAllowed } from '../zones/enforce';
import { priceTrip } from './fare';

export interface TripRequest {
  pickupLocation: GeoPoint;
  destinationLocation: GeoPoint;
  preferredType: VehicleRole;
  notes: string;
}

export function assertRider(user: AuthUser): void {
  if (user.preferredType !== 'rider') throw new AppError('forbidden', 'Only riders can request rides.');
}

/** The operator settings in force and the columns a new ride or search starts with. */
export async function prepareTrip(app: FastifyInstance, input: { rider: AuthUser; body: TripRequest }) {
  const { rider, body } = input;
  await assertBikerTripAllowed(app, body);
  const settings = await getSettings(app.database.db, app.config);
  const quote = priceTrip(settings, body);
  // Names come from the geocoder (network): looked up before the transaction so no lock waits on it.
  const [pickupName, destinationName] = await Promise.all([
    reverseGeocode(app, body.pickupLocation),
    reverseGeocode(app, body.destinationLocation),
  ]);
  const values = {
    riderId: rider.id,
    vehicleType: body.preferredType,
    pickupLatitude: body.pickupLocation.latitude,
    pickupLongitude: body.pickupLocation.longitude,
    pickupName,
    destinationLatitude: body.destinationLocation.latitude,
    destinationLongitude: body.destinationLocation.longitude,
    destinationName,
    notes: body.notes,
    fareKobo: quote.fareKobo,
    distanceMeters: quote.distanceMeters,
    durationSeconds: quote.durationSeconds,
    // The database clock decides expiry everywhere (accept compares with now() too).
    expiresAt: sql`now() + ${settings.rideRequestTimeoutS} * interval '1 second'`,
  };
  return { settings, values };
}
