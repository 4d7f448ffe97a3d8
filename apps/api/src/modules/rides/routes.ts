// Routes of the rides feature. Thin handlers: call one service function, shape the answer; method, path,
// access and schemas come from the endpoint map.
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { assertBikerTripAllowed } from '../zones/enforce';
import { getCurrentRide } from './current-ride';
import { EXPIRE_INTERVAL_MS, expireRides } from './expire-rides';
import { quoteFare } from './fare';
import { acceptRide, cancelRide, completeRide, rejectRide, reportNoShow, startRide } from './lifecycle';
import { presentRide } from './present';
import { getRideStatus, listIncomingRides, listRideHistory } from './queries';
import { requestRide } from './request-ride';

const { rides } = endpoints;

export const ridesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.every('expire-rides', EXPIRE_INTERVAL_MS, () => expireRides(app.database.db));

  route(app, rides.fareEstimate, async (request) => {
    await assertBikerTripAllowed(app, request.body);
    return quoteFare(app.database.db, app.config, request.body);
  });

  route(app, rides.requestRide, async (request) => {
    const ride = await requestRide(app, { rider: currentUser(request), body: request.body });
    return { ride: presentRide(ride) };
  });

  route(app, rides.getRideStatus, async (request) =>
    // The ride's row, the driver's position and the settings come from memory (docs/decisions/124, 126).
    getRideStatus(
      app.database.db,
      { rideId: request.params.id, userId: currentUser(request).id },
      {
        positionOf: (id) => app.dispatch.index.positionOf(id),
        settings: app.dispatch.settings(),
        statusRowOf: (id) => app.rideStatus.get(id),
      },
    ),
  );

  route(app, rides.getCurrentRide, async (request) => ({
    ride: await getCurrentRide(app.database.db, { riderId: currentUser(request).id }),
  }));

  route(app, rides.listIncomingRides, async (request) => {
    const settings = app.dispatch.settings(); // cached, refreshed on change: one query per poll
    const incomingRequests = await listIncomingRides(app.database.db, {
      driverId: currentUser(request).id,
      commissionRate: settings.commissionRate,
    });
    return { incomingRequests };
  });

  route(app, rides.listRideHistory, async (request) => ({
    rides: await listRideHistory(app.database.db, {
      userId: currentUser(request).id,
      role: request.query.role,
    }),
  }));

  // The success texts the driver's and rider's screens show after each action.
  const actions = [
    [rides.acceptRide, acceptRide, 'Ride accepted!'],
    [rides.rejectRide, rejectRide, 'Ride declined!'],
    [rides.completeRide, completeRide, 'Ride Completed!'],
    [rides.reportNoShow, reportNoShow, 'No-show reported.'],
    [rides.cancelRequest, cancelRide, 'Ride request cancelled'],
  ] as const;
  for (const [endpoint, action, message] of actions) {
    route(app, endpoint, async (request) => {
      const ride = await action(app, {
        userId: currentUser(request).id,
        rideId: request.body.rideRequestId,
      });
      return { message, ride: { _id: ride.id, status: ride.status } };
    });
  }
  // Start also takes the rider's PIN.
  route(app, rides.startRide, async (request) => {
    const ride = await startRide(app, {
      userId: currentUser(request).id,
      rideId: request.body.rideRequestId,
      pin: request.body.pin,
    });
    return { message: 'Ride Started!', ride: { _id: ride.id, status: ride.status } };
  });
};
