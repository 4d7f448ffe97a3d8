// Shared set-up of the safety tests: a rider and a biker (with a described bike) on an accepted ride.
import type { FastifyInstance } from 'fastify';
import { driverProfiles, settings } from '../db/schema';
import { createTestUser, type TestUser } from './harness';
import { createAvailableDriver, LAGOS, north, requestRideAs, rideAction } from './rides';

let corner = 0;

export const BIKE = { bikeType: 'Bajaj Boxer', bikeNumber: 'LAG-123-XY' };

export interface AcceptedRide {
  rider: TestUser;
  biker: TestUser;
  rideId: string;
  pickup: { latitude: number; longitude: number };
}

/** A biker with a described bike, a rider, and the rider's request; accepted unless `accept` is false. */
export async function acceptedRide(
  app: FastifyInstance,
  options: { rider?: TestUser; accept?: boolean; bikerName?: string } = {},
): Promise<AcceptedRide> {
  corner += 1;
  // Each ride in its own corner of the map, 40 km apart, so searches and availability never mix.
  const pickup = north(LAGOS, corner * 40_000 + 200_000);
  const biker = await createAvailableDriver(app, {
    role: 'biker',
    location: pickup,
    name: options.bikerName ?? `Biker Number${corner}`,
  });
  await app.database.db.insert(driverProfiles).values({
    userId: biker.id,
    vehicleType: 'biker',
    details: { ...BIKE, insuranceExpiryDate: '2030-01-01', bikeDocumentImage: 'x', ninImage: 'x' },
  });
  const rider = options.rider ?? (await createTestUser(app, { role: 'rider', name: 'Ada Rider' }));
  const res = await requestRideAs(app, rider, biker, {
    pickupLocation: pickup,
    destinationLocation: north(pickup, 5000),
    preferredType: 'biker',
  });
  if (res.statusCode !== 200) throw new Error(`request failed: ${res.body}`);
  const rideId = res.json().ride._id as string;
  if (options.accept !== false) {
    const accepted = await rideAction(app, biker, 'acceptride', rideId);
    if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  }
  return { rider, biker, rideId, pickup };
}

export async function setSetting(app: FastifyInstance, key: string, value: unknown): Promise<void> {
  await app.database.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

export function startWithPin(app: FastifyInstance, biker: TestUser, rideRequestId: string, pin?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/startride',
    headers: biker.auth,
    payload: pin === undefined ? { rideRequestId } : { rideRequestId, pin },
  });
}

export async function statusOf(app: FastifyInstance, user: TestUser, rideId: string) {
  return (await app.inject({ url: `/api/status/${rideId}`, headers: user.auth })).json();
}
