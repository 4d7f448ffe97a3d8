// POST /api/requestride: fix the fare, name the places, and send the request to one
// available driver — all checks and writes in one transaction.
import type { RequestRideBody } from '@waka/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rides, users } from '../../db/schema';
import { publishEvent } from '../../events/bus';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { lockRiderWithoutOpenRequest, refusingSecondOpenRequest } from '../booking/rider-lock';
import { findAvailableDriver } from '../drivers/service';
import { offerPushMessage, queuePush } from '../push/outbox';
import { type RideRow, recordTransition } from './announce';
import { isUuid, presentIncoming } from './present';
import { assertRider, prepareTrip } from './trip-request';

export const DRIVER_UNAVAILABLE_MESSAGE = 'This driver is no longer available. Please choose another one.';
export const BIKER_IN_ZONE_MESSAGE =
  'This bike rider is inside a no-bikes zone and cannot take requests there. Please choose another one.';

export async function requestRide(app: FastifyInstance, input: { rider: AuthUser; body: RequestRideBody }) {
  const { rider, body } = input;
  assertRider(rider);
  if (!isUuid(body.driverId)) throw new AppError('not_found', 'Driver not found.');
  const { settings, values } = await prepareTrip(app, input);

  // Positions reach the database in batches (docs/decisions/122): if this instance still holds the driver's
  // latest one, write it first so the check below judges the position the rider was shown.
  if (app.dispatch.pendingPositionOf(body.driverId)) await app.dispatch.flush();

  return refusingSecondOpenRequest('rides_one_open_per_rider', () =>
    app.database.db.transaction(async (tx) => {
      await lockRiderWithoutOpenRequest(tx, rider.id);
      // Serialised with the driver's accepts (same lock as acceptRide): a request can never slip in beside an
      // accept and be left waiting on a driver who just became busy.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${body.driverId}))`);
      const driver = await findAvailableDriver(tx, {
        driverId: body.driverId,
        point: body.pickupLocation,
        vehicleType: body.preferredType,
        thresholdKobo: settings.lowBalanceThresholdKobo,
      });
      // A biker standing inside a no-bikes zone takes no request there (docs/zones.md).
      if (driver && body.preferredType === 'biker' && app.zones.current().zoneAt(driver))
        throw new AppError('conflict', BIKER_IN_ZONE_MESSAGE);
      if (!driver) {
        const [exists] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, body.driverId), inArray(users.preferredType, ['driver', 'biker'])));
        throw exists
          ? new AppError('conflict', DRIVER_UNAVAILABLE_MESSAGE)
          : new AppError('not_found', 'Driver not found.');
      }
      const [ride] = (await tx
        .insert(rides)
        .values({ ...values, driverId: driver.id })
        .returning()) as RideRow[];
      await recordTransition(tx, { ride: ride!, from: null, actorId: rider.id });
      const [riderRow] = await tx
        .select({ name: users.name, phoneNumber: users.phoneNumber })
        .from(users)
        .where(eq(users.id, rider.id));
      await publishEvent(tx, {
        userId: driver.id,
        type: 'ride.incoming',
        payload: { ...presentIncoming(ride!, riderRow!, settings.commissionRate) },
      });
      await queuePush(tx, { userId: driver.id, message: offerPushMessage(ride!) });
      return ride!;
    }),
  );
}
