// Driver locations and nearby search. Thin handlers; method, path, access and schemas come from the
// endpoint map.
import { endpoints, type NearbyQueryBody, type VehicleRole } from '@waka/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { SIGNED_IN_ONLY_FIELDS } from '../dispatch/plugin';
import { bikerSearchRules } from '../zones/enforce';
import { NEARBY_LIMIT } from './service';

export const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.drivers.updateLocation, async (request) => {
    // The live index answers from it at once; the database gets it with the next batch (decision 122).
    app.dispatch.recordPosition(currentUser(request).id, request.body);
    return { message: 'Location updated.' };
  });

  const ANONYMOUS_DECIMALS = 3;
  const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));

  /** From the live dispatch index: no database read (docs/decisions/120). */
  function nearby(request: FastifyRequest, vehicleType: VehicleRole) {
    // Already checked and defaulted by the route's body schema (the same schema for both searches).
    const body = request.body as NearbyQueryBody;
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

  route(app, endpoints.drivers.nearbyDrivers, async (request) => {
    const { people } = nearby(request, 'driver');
    return {
      drivers: people.map(({ id, name, ...rest }) => ({ fullName: name, driverId: { _id: id }, ...rest })),
    };
  });

  route(app, endpoints.drivers.nearbyBikers, async (request) => {
    const { people, restriction } = nearby(request, 'biker');
    const bikers = people.map(({ id, name, ...rest }) => ({ name, bikerId: { _id: id }, ...rest }));
    return restriction ? { bikers, restriction } : { bikers };
  });
};
