// POST /api/book-nearest: the rider asks Waka to find a driver (docs/decisions/145). The fare is fixed and the
// first batch is offered in the same transaction; the job sends the next batches.
import type { BookNearestBody, DispatchView } from '@waka/shared';
import type { FastifyInstance } from 'fastify';
import { rideDispatches } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { assertRider, prepareTrip } from '../rides/trip-request';
import { riderNameOf, sendNextBatch } from './batches';
import { countAsked, type DispatchRow, presentDispatch } from './dispatch-state';
import { lockRiderWithoutOpenRequest, refusingSecondOpenRequest } from './rider-lock';

export async function bookNearest(
  app: FastifyInstance,
  input: { rider: AuthUser; body: BookNearestBody },
): Promise<DispatchView> {
  const { rider } = input;
  assertRider(rider);
  const { settings, values } = await prepareTrip(app, input);
  await app.dispatch.sync(); // the first batch comes from the live index: every committed change applied
  return refusingSecondOpenRequest('ride_dispatches_one_searching_per_rider', () =>
    app.database.db.transaction(async (tx) => {
      await lockRiderWithoutOpenRequest(tx, rider.id);
      const [created] = (await tx.insert(rideDispatches).values(values).returning()) as DispatchRow[];
      const row = await sendNextBatch(tx, created!, {
        app,
        config: app.config,
        settings,
        riderName: await riderNameOf(tx, rider.id),
      });
      return presentDispatch(row, await countAsked(tx, row.id));
    }),
  );
}
