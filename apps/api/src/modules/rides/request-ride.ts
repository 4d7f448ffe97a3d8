// POST /api/requestride: fix the fare, name the places, and send the request to one
// available driver — all checks and writes in one transaction.
import type { RequestRideBody } from '@waka/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rides, users } from '../../db/schema';
import { publishEvent } from '../../events/bus';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { hasOpenRequest, lockRider } from '../booking/rider-lock';
import { findAvailableDriver } from '../drivers/service';
import { reverseGeocode } from '../geo/service';
import { offerPushMessage, queuePush } from '../push/outbox';
import { getSettings } from '../settings/service';
import { assertBikerTripAllowed } from '../zones/enforce';
import { type RideRow, recordTransition } from './announce';
import { assertWithinTripLimit, estimateFare } from './fare';
import { isUuid, presentIncoming } from './present';

export const OPEN_RIDE_MESSAGE =
  'You already have an open ride request. Cancel it or wait for it to end first.';
export const DRIVER_UNAVAILABLE_MESSAGE = 'This driver is no longer available. Please choose another one.';
export const BIKER_IN_ZONE_MESSAGE =
  'This bike rider is inside a no-bikes zone and cannot take requests there. Please choose another one.';

export async function requestRide(app: FastifyInstance, input: { rider: AuthUser; body: RequestRideBody }) {
  const { rider, body } = input;
  if (rider.preferredType !== 'rider') throw new AppError('forbidden', 'Only riders can request rides.');
  if (!isUuid(body.driverId)) throw new AppError('not_found', 'Driver not found.');
  const db = app.database.db;
  await assertBikerTripAllowed(app, body);
  const settings = await getSettings(db, app.config);
  const quote = estimateFare({
    tariff: settings.tariffs[body.preferredType],
    vehicleType: body.preferredType,
    from: body.pickupLocation,
    to: body.destinationLocation,
  });
  assertWithinTripLimit(settings, body.preferredType, quote.distanceMeters);
  // Names come from the geocoder (network): looked up before the transaction so no lock waits on it.
  const [pickupName, destinationName] = await Promise.all([
    reverseGeocode(app, body.pickupLocation),
    reverseGeocode(app, body.destinationLocation),
  ]);

  // Positions reach the database in batches (docs/decisions/122): if this instance still holds the driver's
  // latest one, write it first so the check below judges the position the rider was shown.
  if (app.dispatch.pendingPositionOf(body.driverId)) await app.dispatch.flush();

  try {
    return await db.transaction(async (tx) => {
      await lockRider(tx, rider.id);
      if (await hasOpenRequest(tx, rider.id)) throw new AppError('conflict', OPEN_RIDE_MESSAGE);
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
        .values({
          riderId: rider.id,
          driverId: driver.id,
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
        })
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
    });
  } catch (error) {
    // Two requests of one rider racing each other: the partial unique index lets only one in.
    if (isUniqueViolation(error, 'rides_one_open_per_rider'))
      throw new AppError('conflict', OPEN_RIDE_MESSAGE);
    throw error;
  }
}
