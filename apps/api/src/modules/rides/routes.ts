// Routes of the rides feature (spec §7). Thin handlers: validate, call one service function, shape the answer.
import {
  currentRideResponseSchema,
  errorResponseSchema,
  fareEstimateBodySchema,
  fareEstimateResponseSchema,
  incomingRidesResponseSchema,
  type RideStatus,
  requestRideBodySchema,
  requestRideResponseSchema,
  rideHistoryQuerySchema,
  rideHistoryResponseSchema,
  rideIdParamsSchema,
  rideRequestIdBodySchema,
  rideStatusResponseSchema,
  rideTransitionResponseSchema,
  startRideBodySchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { assertBikerTripAllowed } from '../zones/enforce';
import { getCurrentRide } from './current-ride';
import { EXPIRE_INTERVAL_MS, expireRides } from './expire-rides';
import { quoteFare } from './fare';
import { acceptRide, cancelRide, completeRide, rejectRide, reportNoShow, startRide } from './lifecycle';
import { presentRide } from './present';
import { getRideStatus, listIncomingRides, listRideHistory } from './queries';
import { requestRide } from './request-ride';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

export const ridesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.every('expire-rides', EXPIRE_INTERVAL_MS, () => expireRides(app.database.db));
  const auth = { preHandler: app.authenticate };
  const secured = { tags: ['rides'], security: [{ bearer: [] }] };

  app.post(
    '/fare-estimate',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'Fare in naira for a trip',
        body: fareEstimateBodySchema,
        response: { 200: fareEstimateResponseSchema, ...errors },
      },
    },
    async (request) => {
      await assertBikerTripAllowed(app, request.body);
      return quoteFare(app.database.db, app.config, request.body);
    },
  );

  app.post(
    '/requestride',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'Send a ride request to one driver or biker',
        body: requestRideBodySchema,
        response: { 200: requestRideResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ride = await requestRide(app, { rider: currentUser(request), body: request.body });
      return { ride: presentRide(ride) };
    },
  );

  app.get(
    '/status/:id',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'Status of a ride (its rider or driver only)',
        params: rideIdParamsSchema,
        response: { 200: rideStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      // One read; the driver's position and the settings come from memory (docs/decisions/126).
      return getRideStatus(
        app.database.db,
        { rideId: request.params.id, userId: currentUser(request).id },
        { positionOf: (id) => app.dispatch.index.positionOf(id), settings: app.dispatch.settings() },
      );
    },
  );

  app.get(
    '/rider/current-ride',
    {
      ...auth,
      schema: {
        ...secured,
        summary: "The calling rider's open ride (requested, accepted or in progress), or null",
        response: { 200: currentRideResponseSchema, ...errors },
      },
    },
    async (request) => ({
      ride: await getCurrentRide(app.database.db, { riderId: currentUser(request).id }),
    }),
  );

  app.get(
    '/incoming-rides',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'Waiting requests addressed to the calling driver',
        response: { 200: incomingRidesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const settings = app.dispatch.settings(); // cached, refreshed on change: one query per poll
      const incomingRequests = await listIncomingRides(app.database.db, {
        driverId: currentUser(request).id,
        commissionRate: settings.commissionRate,
      });
      return { incomingRequests };
    },
  );

  app.get(
    '/ridehistory',
    {
      ...auth,
      schema: {
        ...secured,
        summary: 'Rides of the caller, newest first',
        querystring: rideHistoryQuerySchema,
        response: { 200: rideHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      rides: await listRideHistory(app.database.db, {
        userId: currentUser(request).id,
        role: request.query.role,
      }),
    }),
  );

  // spec §8 "Driver actions" and "Cancel" success texts.
  const actions = [
    ['/acceptride', acceptRide, 'Ride accepted!', 'Accept a request (the addressed driver only)'],
    ['/rejectride', rejectRide, 'Ride declined!', 'Decline a request'],
    ['/startride', startRide, 'Ride Started!', 'Start an accepted ride'],
    ['/completeride', completeRide, 'Ride Completed!', 'Complete a ride; the commission is debited'],
    ['/noshow', reportNoShow, 'No-show reported.', 'Close an accepted ride whose rider never came'],
    ['/cancelrequest', cancelRide, 'Ride request cancelled', 'The rider cancels while the request waits'],
  ] as const;
  for (const [path, action, message, summary] of actions) {
    // Start also takes the rider's PIN; every other action keeps the spec's body.
    const body = path === '/startride' ? startRideBodySchema : rideRequestIdBodySchema;
    app.post(
      path,
      {
        ...auth,
        schema: {
          ...secured,
          summary,
          body,
          response: { 200: rideTransitionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const ride = await action({
          app,
          userId: currentUser(request).id,
          rideId: request.body.rideRequestId,
          pin: 'pin' in request.body ? (request.body.pin as string | undefined) : undefined,
        });
        return { message, ride: { _id: ride.id, status: ride.status as RideStatus } };
      },
    );
  }
};
