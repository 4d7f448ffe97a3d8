// Driver locations and nearby search. Thin handlers; method, path, access and schemas come from the
// endpoint map.
import {
  endpoints,
  type NearbyBiker,
  type NearbyDriver,
  type NearbyQueryBody,
  type VehicleRole,
} from '@waka/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { SIGNED_IN_ONLY_FIELDS } from '../dispatch/plugin';
import { bikerSearchRules } from '../zones/enforce';
import { SHOWN_NAMES } from './availability';
import { NEARBY_LIMIT } from './service';

export const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.drivers.updateLocation, async (request) => {
    // The live index answers from it at once; the database gets it with the next batch (decision 122).
    app.dispatch.recordPosition(currentUser(request).id, request.body);
    return { message: 'Location updated.' };
  });

  const ANONYMOUS_DECIMALS = 3;
  // The shown fields besides the name (which `identify` places), field by field: copying them onto one new
  // object per person, instead of spreading, keeps a search of twenty cheap.
  const SHOWN_TO_SIGNED_IN = SHOWN_NAMES.filter((name) => name !== 'name');
  const SHOWN_TO_ANYONE = SHOWN_TO_SIGNED_IN.filter((name) => !SIGNED_IN_ONLY_FIELDS.includes(name));
  const scale = 10 ** ANONYMOUS_DECIMALS;
  const rounded = (value: number) => Math.round(value * scale) / scale;

  /**
   * From the live dispatch index: no database read (docs/decisions/120). `identify` names the person the way
   * the answer does (a driver's fullName and driverId, a biker's name and bikerId); the other fields
   * come from the index's SHOWN_FIELDS.
   */
  function nearby(
    request: FastifyRequest,
    vehicleType: VehicleRole,
    identify: (id: string, name: string) => Record<string, unknown>,
  ) {
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
    const fields = isSignedIn ? SHOWN_TO_SIGNED_IN : SHOWN_TO_ANYONE;
    const people = hits.map((hit) => {
      const person = identify(hit.id, hit.shown.name as string);
      for (const field of fields) person[field] = hit.shown[field];
      person.latitude = isSignedIn ? hit.latitude : rounded(hit.latitude);
      person.longitude = isSignedIn ? hit.longitude : rounded(hit.longitude);
      person.distanceMeters = isSignedIn
        ? Math.round(hit.distanceMeters)
        : Math.round(hit.distanceMeters / 100) * 100;
      return person;
    });
    return { people };
  }

  route(app, endpoints.drivers.nearbyDrivers, async (request) => {
    const { people } = nearby(request, 'driver', (id, name) => ({ fullName: name, driverId: { _id: id } }));
    return { drivers: people as NearbyDriver[] };
  });

  route(app, endpoints.drivers.nearbyBikers, async (request) => {
    const { people, restriction } = nearby(request, 'biker', (id, name) => ({ name, bikerId: { _id: id } }));
    const bikers = people as NearbyBiker[];
    return restriction ? { bikers, restriction } : { bikers };
  });
};
