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
import { getSettings } from '../settings/service';
import { findNearbyDrivers, updateLocation } from './service';

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
      await updateLocation(app.database.db, { userId: currentUser(request).id, point: request.body });
      return { message: 'Location updated.' };
    },
  );

  async function nearby(request: FastifyRequest, vehicleType: VehicleRole) {
    const body = nearbyQueryBodySchema.parse(request.body);
    const settings = await getSettings(app.database.db, app.config);
    const people = await findNearbyDrivers(app.database.db, {
      point: body,
      radiusMeters: body.radiusInMeters,
      vehicleType,
      thresholdKobo: settings.lowBalanceThresholdKobo,
    });
    // Phone numbers only for signed-in callers (issue 5).
    const showPhone = request.user !== null;
    return people.map((person) => ({
      id: person.id,
      name: person.name,
      ...(showPhone ? { phoneNumber: person.phoneNumber } : {}),
      latitude: person.latitude,
      longitude: person.longitude,
      distanceMeters: person.distanceMeters,
    }));
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
      const people = await nearby(request, 'driver');
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
      const people = await nearby(request, 'biker');
      return { bikers: people.map(({ id, name, ...rest }) => ({ name, bikerId: { _id: id }, ...rest })) };
    },
  );
};
