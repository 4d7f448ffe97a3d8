// What riders and bikers can ask about zones: whether a biker trip is allowed (and what still works when it
// is not), and whether the caller's own position is inside a zone (the biker dashboard's notice).
import {
  errorResponseSchema,
  positionRestrictionQuerySchema,
  positionRestrictionResponseSchema,
  tripCheckBodySchema,
  tripCheckResponseSchema,
} from '@waka/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userLocations } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { GEO_RATE_LIMIT } from '../geo/routes';
import { checkBikerTrip, describeRestriction } from './trip-check';
import { tripPath } from './trip-path';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

export const zonesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/zones/trip-check',
    {
      preHandler: app.authenticateOptional,
      // Looking for the nearest point outside walks every nearby boundary: limited like the place search.
      config: {
        rateLimit: {
          ...GEO_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
        },
      },
      schema: {
        tags: ['zones'],
        summary: 'May a biker carry this trip? If not, which zone, why, and the nearest points outside it',
        body: tripCheckBodySchema,
        response: { 200: tripCheckResponseSchema, ...errors },
      },
    },
    async (request) => {
      const index = app.zones.current();
      const { pickupLocation, destinationLocation } = request.body;
      const path = await tripPath(app, pickupLocation, destinationLocation);
      return {
        restriction: checkBikerTrip(index, pickupLocation, destinationLocation, path.points),
        pathCheck: path.pathCheck,
      };
    },
  );

  app.get(
    '/zones/my-position',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['zones'],
        summary: 'The no-bikes zone the caller’s position (given, or last pushed) lies in, if any',
        querystring: positionRestrictionQuerySchema,
        security: [{ bearer: [] }],
        response: { 200: positionRestrictionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { latitude, longitude } = request.query;
      const given = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
      const [position] = given
        ? [given]
        : await app.database.db
            .select({ latitude: userLocations.latitude, longitude: userLocations.longitude })
            .from(userLocations)
            .where(eq(userLocations.userId, currentUser(request).id));
      const zone = position ? app.zones.current().zoneAt(position) : null;
      return { restriction: zone ? describeRestriction(zone, 'position') : null };
    },
  );
};
