// POST /api/book-nearest: the rider asks Waka to find a driver (docs/decisions/145). The fare is fixed and the
// first batch is offered in the same transaction; the job sends the next batches.
import type { BookNearestBody, DispatchView } from '@waka/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rideDispatches } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { reverseGeocode } from '../geo/service';
import { assertWithinTripLimit, estimateFare } from '../rides/fare';
import { OPEN_RIDE_MESSAGE } from '../rides/request-ride';
import { getSettings } from '../settings/service';
import { assertBikerTripAllowed } from '../zones/enforce';
import { riderNameOf, sendNextBatch } from './batches';
import { countAsked, type DispatchRow, presentDispatch } from './dispatch-state';
import { hasOpenRequest, lockRider } from './rider-lock';

export async function bookNearest(
  app: FastifyInstance,
  input: { rider: AuthUser; body: BookNearestBody },
): Promise<DispatchView> {
  const { rider, body } = input;
  if (rider.preferredType !== 'rider') throw new AppError('forbidden', 'Only riders can request rides.');
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
  const [pickupName, destinationName] = await Promise.all([
    reverseGeocode(app, body.pickupLocation),
    reverseGeocode(app, body.destinationLocation),
  ]);
  await app.dispatch.sync(); // the first batch comes from the live index: every committed change applied
  try {
    return await db.transaction(async (tx) => {
      await lockRider(tx, rider.id);
      if (await hasOpenRequest(tx, rider.id)) throw new AppError('conflict', OPEN_RIDE_MESSAGE);
      const [created] = (await tx
        .insert(rideDispatches)
        .values({
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
          expiresAt: sql`now() + ${settings.rideRequestTimeoutS} * interval '1 second'`,
        })
        .returning()) as DispatchRow[];
      const row = await sendNextBatch(tx, created!, {
        app,
        config: app.config,
        settings,
        riderName: await riderNameOf(tx, rider.id),
      });
      return presentDispatch(row, await countAsked(tx, row.id));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'ride_dispatches_one_searching_per_rider'))
      throw new AppError('conflict', OPEN_RIDE_MESSAGE);
    throw error;
  }
}
