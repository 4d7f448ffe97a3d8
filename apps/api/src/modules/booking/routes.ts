// Routes of booking (all additive to the spec's calls): book the nearest, the drivers' online switch, the
// driver's position with an ETA, and receipts. Thin handlers: validate, call one service function, shape.
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { ADVANCE_INTERVAL_MS, advanceDispatches } from './batches';
import { bookNearest } from './book-nearest';
import { getDriverPosition } from './driver-position';
import { getOnline, setOnline } from './online';
import { getDispatch } from './queries';
import { getReceipt } from './receipt';

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.every('advance-dispatches', ADVANCE_INTERVAL_MS, () => advanceDispatches(app));

  route(app, endpoints.booking.bookNearest, async (request) => ({
    dispatch: await bookNearest(app, { rider: currentUser(request), body: request.body }),
  }));

  route(app, endpoints.booking.getDispatch, async (request) => ({
    dispatch: await getDispatch(app.database.db, {
      rideId: request.params.id,
      riderId: currentUser(request).id,
    }),
  }));

  route(app, endpoints.booking.getOnline, async (request) => ({
    online: await getOnline(app, currentUser(request)),
    declined: 0,
  }));

  route(app, endpoints.booking.setOnline, async (request) =>
    setOnline(app, { driver: currentUser(request), online: request.body.online }),
  );

  route(app, endpoints.booking.getDriverPosition, async (request) =>
    getDriverPosition(app, { rideId: request.params.id, userId: currentUser(request).id }),
  );

  route(app, endpoints.booking.getReceipt, async (request) => ({
    receipt: await getReceipt(app.database.db, {
      rideId: request.params.id,
      userId: currentUser(request).id,
    }),
  }));
};
