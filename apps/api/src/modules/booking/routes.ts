// Routes of booking (all additive to the spec's calls): book the nearest, the drivers' online switch, the
// driver's position with an ETA, and receipts. Thin handlers: validate, call one service function, shape.
import {
  bookNearestBodySchema,
  dispatchResponseSchema,
  driverPositionResponseSchema,
  errorResponseSchema,
  onlineBodySchema,
  onlineResponseSchema,
  receiptResponseSchema,
  rideIdParamsSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { ADVANCE_INTERVAL_MS, advanceDispatches } from './batches';
import { bookNearest } from './book-nearest';
import { getDriverPosition } from './driver-position';
import { getOnline, setOnline } from './online';
import { getDispatch } from './queries';
import { getReceipt } from './receipt';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.every('advance-dispatches', ADVANCE_INTERVAL_MS, () => advanceDispatches(app));
  const auth = { preHandler: app.authenticate };
  const secured = { tags: ['booking'], security: [{ bearer: [] }] };

  app.post(
    '/book-nearest',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'Ask Waka to find the nearest driver: offered in batches, the first to accept wins',
        body: bookNearestBodySchema,
        response: { 200: dispatchResponseSchema, ...errors },
      },
    },
    async (request) => ({
      dispatch: await bookNearest(app, { rider: currentUser(request), body: request.body }),
    }),
  );

  app.get(
    '/book-nearest/:id',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'Progress of a "book the nearest" request (its rider only); cancel with /cancelrequest',
        params: rideIdParamsSchema,
        response: { 200: dispatchResponseSchema, ...errors },
      },
    },
    async (request) => ({
      dispatch: await getDispatch(app.database.db, {
        rideId: request.params.id,
        riderId: currentUser(request).id,
      }),
    }),
  );

  app.get(
    '/driver/online',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'Whether the calling driver is online',
        response: { 200: onlineResponseSchema, ...errors },
      },
    },
    async (request) => ({ online: await getOnline(app, currentUser(request)), declined: 0 }),
  );

  app.put(
    '/driver/online',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'Go online or offline; going offline declines the requests waiting for the driver',
        body: onlineBodySchema,
        response: { 200: onlineResponseSchema, ...errors },
      },
    },
    async (request) => setOnline(app, { driver: currentUser(request), online: request.body.online }),
  );

  app.get(
    '/rides/:id/driver-position',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'The driver’s position and ETA (to the pickup, then to the destination)',
        params: rideIdParamsSchema,
        response: { 200: driverPositionResponseSchema, ...errors },
      },
    },
    async (request) => getDriverPosition(app, { rideId: request.params.id, userId: currentUser(request).id }),
  );

  app.get(
    '/rides/:id/receipt',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'Receipt of a completed ride (its rider or driver)',
        params: rideIdParamsSchema,
        response: { 200: receiptResponseSchema, ...errors },
      },
    },
    async (request) => ({
      receipt: await getReceipt(app.database.db, {
        rideId: request.params.id,
        userId: currentUser(request).id,
      }),
    }),
  );
};
