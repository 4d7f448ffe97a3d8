// Driver locations and nearby search (spec §7). Thin handlers: validate, call one service function, shape.
import {
  errorResponseSchema,
  messageResponseSchema,
  nearbyBikersResponseSchema,
  nearbyDriversResponseSchema,
  nearbyQueryBodySchema,
  updateLocationBodySchema,
  type VehicleRole,
} from '@waka/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { SIGNED_IN_ONLY_FIELDS } from '../dispatch/plugin';
import { bikerSearchRules } from '../zones/enforce';
import { NEARBY_LIMIT } from './service';

export const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/rider/updatelocation',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['drivers'],
        summary: 'Keep the caller’s position and the time it was seen',
        security: [{ bearer: [] }],
        body: updateLocationBodySchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      // The live index answers from it at once; the database gets it with the next batch (decision 122).
      app.dispatch.recordPosition(currentUser(request).id, request.body);
      return { message: 'Location updated.' };
    },
  );

  const ANONYMOUS_DECIMALS = 3;
  const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));

  /** From the live dispatch index: no database read (docs/decisions/120). */
  function nearby(request: FastifyRequest, vehicleType: VehicleRole) {
    const body = nearbyQueryBodySchema.parse(request.body);
    // No-bikes zones (docs/zones.md): none listed from inside one, none offered who stand inside one.
    const rules =
      vehicleType === 'biker' ? bikerSearchRules(app.zones.current(), body, body.radiusInMeters) : {};
    if ('restriction' in rules) return { people: [], restriction: rules.restriction };
    const hits = app.dispatch.search({
      point: body,
      radiusMeters: body.radiusInMeters,
      vehicleType,
      limit: NEARBY_LIMIT,
      keep: 'keep' in rules ? rules.keep : undefined,
    });
    // Phone numbers (and any other signed-in-only field) and exact positions only for signed-in callers:
    // anyone else sees positions to about 110 m and distances to 100 m, enough to choose a driver, not to
    // follow one (docs/decisions/105).
    const isSignedIn = request.user !== null;
    const hidden = isSignedIn ? [] : SIGNED_IN_ONLY_FIELDS;
    const people = hits.map((hit) => {
      const shown = { ...hit.shown } as { name: string } & Record<string, unknown>;
      for (const field of hidden) delete shown[field];
      return {
        id: hit.id,
        ...shown,
        latitude: isSignedIn ? hit.latitude : roundTo(hit.latitude, ANONYMOUS_DECIMALS),
        longitude: isSignedIn ? hit.longitude : roundTo(hit.longitude, ANONYMOUS_DECIMALS),
        distanceMeters: isSignedIn
          ? Math.round(hit.distanceMeters)
          : Math.round(hit.distanceMeters / 100) * 100,
      };
    });
    return { people };
  }

  const nearbySchema = (summary: string) => ({
    tags: ['drivers'],
    summary,
    description: 'Nearest first, within min(radiusInMeters, 15000) m; phone numbers only with a token.',
    body: nearbyQueryBodySchema,
  });

  app.post(
    '/rider/getonlinedrivers',
    {
      preHandler: app.authenticateOptional,
      schema: {
        ...nearbySchema('Available car drivers near a point'),
        response: { 200: nearbyDriversResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { people } = nearby(request, 'driver');
      return {
        drivers: people.map(({ id, name, ...rest }) => ({ fullName: name, driverId: { _id: id }, ...rest })),
      };
    },
  );

  app.post(
    '/rider/getonlinebikers',
    {
      preHandler: app.authenticateOptional,
      schema: {
        ...nearbySchema('Available bikers near a point'),
        response: { 200: nearbyBikersResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { people, restriction } = nearby(request, 'biker');
      const bikers = people.map(({ id, name, ...rest }) => ({ name, bikerId: { _id: id }, ...rest }));
      return restriction ? { bikers, restriction } : { bikers };
    },
  );
};
