// Routes of the geo feature. Thin handlers: validate, call one service function, shape the answer.
// Public (a token is read when sent) and rate limited per user, or per IP for anonymous callers.
import { endpoints } from '@waka/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { reverseGeocode, searchPlaces } from './service';

/** Typing with a 300 ms debounce stays well inside this; a scraper does not. */
export const GEO_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

const rateLimit = {
  ...GEO_RATE_LIMIT,
  // After authenticateOptional (a preHandler), so a signed-in user is limited as themself on any network.
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
};

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.geo.search,
    async (request) => {
      const { q, lat, lon } = request.query;
      return { suggestions: await searchPlaces(app, { q, latitude: lat, longitude: lon }) };
    },
    { config: { rateLimit } },
  );

  route(
    app,
    endpoints.geo.reverse,
    async (request) => {
      const { lat, lon } = request.query;
      return { address: await reverseGeocode(app, { latitude: lat, longitude: lon }) };
    },
    { config: { rateLimit } },
  );
};
