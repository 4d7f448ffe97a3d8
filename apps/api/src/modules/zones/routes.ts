// What riders and bikers can ask about zones: whether a biker trip is allowed (and what still works when it
// is not), and whether the caller's own position is inside a zone (the biker dashboard's notice).
import { endpoints } from '@waka/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userLocations } from '../../db/schema';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { GEO_RATE_LIMIT } from '../geo/routes';
import { checkBikerTrip, describeRestriction } from './trip-check';
import { tripPath } from './trip-path';

export const zonesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.zones.checkTrip,
    async (request) => {
      const index = app.zones.current();
      const { pickupLocation, destinationLocation } = request.body;
      const path = await tripPath(app, pickupLocation, destinationLocation);
      return {
        restriction: checkBikerTrip(index, pickupLocation, destinationLocation, path.points),
        pathCheck: path.pathCheck,
      };
    },
    {
      config: {
        rateLimit: {
          ...GEO_RATE_LIMIT,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
        },
      },
    },
  );

  route(app, endpoints.zones.myPosition, async (request) => {
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
  });
};
