// The drivers' online switch (docs/decisions/146). Offline drivers are never listed nor offered requests (the
// availability rules read users.online); going offline declines what is waiting for them, in one transaction
// under the driver's lock, so no request can slip in beside the switch.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rides, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { driverGoneNotice, type RideRow, recordTransition } from '../rides/announce';
import { declineAllOffers } from './offers';

export async function getOnline(app: FastifyInstance, driver: AuthUser): Promise<boolean> {
  assertDriver(driver);
  const [row] = await app.database.db
    .select({ online: users.online })
    .from(users)
    .where(eq(users.id, driver.id));
  return row?.online ?? false;
}

function assertDriver(user: AuthUser) {
  if (user.preferredType !== 'driver' && user.preferredType !== 'biker')
    throw new AppError('forbidden', 'Only drivers and bike riders can go online or offline.');
}

export async function setOnline(
  app: FastifyInstance,
  input: { driver: AuthUser; online: boolean },
): Promise<{ online: boolean; declined: number }> {
  assertDriver(input.driver);
  const driverId = input.driver.id;
  return app.database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${driverId}))`);
    await tx.update(users).set({ online: input.online, updatedAt: sql`now()` }).where(eq(users.id, driverId));
    if (input.online) return { online: true, declined: 0 };
    const waiting = (await tx
      .update(rides)
      .set({ status: 'rejected', endedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(rides.driverId, driverId), eq(rides.status, 'requested')))
      .returning()) as RideRow[];
    for (const ride of waiting) {
      await recordTransition(tx, {
        ride,
        from: 'requested',
        actorId: driverId,
        message: driverGoneNotice.offline(ride),
      });
    }
    const offers = await declineAllOffers(tx, driverId);
    return { online: false, declined: waiting.length + offers };
  });
}
