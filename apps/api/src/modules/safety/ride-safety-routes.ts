// SOS and ratings on a ride, by either of its parties.
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { rateRide } from './ratings';
import { raiseSos } from './sos';

export const rideSafetyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.safety.raiseSos,
    async (request) =>
      raiseSos(app, {
        rideId: request.params.id,
        userId: currentUser(request).id,
        latitude: request.body.latitude,
        longitude: request.body.longitude,
        note: request.body.note,
      }),
    {
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '10 minutes',
          keyGenerator: (request) => request.headers.authorization ?? request.ip,
        },
      },
    },
  );

  route(app, endpoints.safety.rateRide, async (request) =>
    rateRide(app.database.db, {
      rideId: request.params.id,
      userId: currentUser(request).id,
      stars: request.body.stars,
      comment: request.body.comment,
    }),
  );
};
