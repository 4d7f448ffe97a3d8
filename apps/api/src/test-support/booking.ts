// Shared set-up of the booking tests: a rider asking Waka to find a driver, and forcing the next batch.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './harness';
import { north } from './rides';

export function bookNearestAs(
  app: FastifyInstance,
  rider: TestUser,
  pickup: { latitude: number; longitude: number },
  preferredType: 'driver' | 'biker' = 'biker',
) {
  return app.inject({
    method: 'POST',
    url: '/api/book-nearest',
    headers: rider.auth,
    payload: { pickupLocation: pickup, destinationLocation: north(pickup, 3000), preferredType },
  });
}

/** The batch period is over now (instead of waiting for it): the next job run sends the next batch. */
export async function endBatchNow(app: FastifyInstance, rideId: string): Promise<void> {
  await app.database.db.execute(sql`UPDATE ride_dispatches SET batch_ends_at = now() WHERE id = ${rideId}`);
}

export async function incomingIds(app: FastifyInstance, driver: TestUser): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: '/api/incoming-rides', headers: driver.auth });
  return res.json().incomingRequests.map((r: { rideRequestId: string }) => r.rideRequestId);
}
