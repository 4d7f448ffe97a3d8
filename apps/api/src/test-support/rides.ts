// Shared set-up of the rides tests: available drivers around Lagos, riders, and request helpers.
import type { FastifyInstance } from 'fastify';
import { createTestUser, creditTestWallet, type TestUser } from './harness';

export const LAGOS = { latitude: 6.5244, longitude: 3.3792 };
/** A point about `metersNorth` north of `from` (1° latitude ≈ 111 195 m). */
export function north(from: { latitude: number; longitude: number }, metersNorth: number) {
  return { latitude: from.latitude + metersNorth / 111_195, longitude: from.longitude };
}

export async function createAvailableDriver(
  app: FastifyInstance,
  options: {
    role?: 'driver' | 'biker';
    location?: { latitude: number; longitude: number };
    walletNaira?: number;
    name?: string;
  } = {},
): Promise<TestUser> {
  const user = await createTestUser(app, {
    role: options.role ?? 'driver',
    approved: true,
    name: options.name,
    location: options.location ?? north(LAGOS, 500),
  });
  const wallet = options.walletNaira ?? 2000;
  if (wallet > 0) await creditTestWallet(app, user.id, wallet);
  return user;
}

export const TRIP = {
  pickupLocation: LAGOS,
  destinationLocation: north(LAGOS, 5000),
};

export async function requestRideAs(
  app: FastifyInstance,
  rider: TestUser,
  driver: TestUser,
  extra: Record<string, unknown> = {},
) {
  // A pickup moved away from Lagos keeps a short trip (5 km north of it), within every trip limit.
  const pickup = extra.pickupLocation as { latitude: number; longitude: number } | undefined;
  const trip = pickup ? { pickupLocation: pickup, destinationLocation: north(pickup, 5000) } : TRIP;
  return app.inject({
    method: 'POST',
    url: '/api/requestride',
    headers: rider.auth,
    payload: { ...trip, driverId: driver.id, preferredType: 'driver', notes: 'Gate 2', ...extra },
  });
}

export function rideAction(app: FastifyInstance, user: TestUser, action: string, rideRequestId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/${action}`,
    headers: user.auth,
    payload: { rideRequestId },
  });
}
