// Shared set-up of the booking tests: a rider asking Waka to find a driver, and forcing the next batch.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { advanceDispatches } from '../modules/booking/batches';
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

/**
 * Run the batch job now, then let a run of the server's own job (every second) that is under way finish.
 * A due dispatch whose row that run has locked is skipped here (FOR UPDATE SKIP LOCKED, as on a second
 * instance), so without the wait a test could read the dispatch before that run commits its batch. PGlite
 * runs one transaction at a time and never shows this; PostgreSQL did (decision 207).
 */
export async function advanceDispatchesNow(app: FastifyInstance): Promise<number> {
  const advanced = await advanceDispatches(app);
  await app.jobs.idle();
  return advanced;
}
