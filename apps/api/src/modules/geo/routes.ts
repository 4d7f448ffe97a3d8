// Routes of the geo feature (issue 4). Thin handlers: validate, call one service function, shape the answer.
// Public (a token is read when sent) and rate limited per user, or per IP for anonymous callers.
import {
  errorResponseSchema,
  geoReverseQuerySchema,
  geoReverseResponseSchema,
  geoSearchQuerySchema,
  geoSearchResponseSchema,
} from '@waka/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reverseGeocode, searchPlaces } from './service';

/** Typing with a 300 ms debounce stays well inside this; a scraper does not. */
export const GEO_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

const rateLimit = {
  ...GEO_RATE_LIMIT,
  // After authenticateOptional (a preHandler), so a signed-in user is limited as themself on any network.
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
};

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo/search',
    {
      preHandler: [app.authenticateOptional],
      config: { rateLimit },
      schema: {
        tags: ['geo'],
        summary: 'Destination suggestions (at most 5; none for a query under 3 characters)',
        querystring: geoSearchQuerySchema,
        response: { 200: geoSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { q, lat, lon } = request.query;
      return { suggestions: await searchPlaces(app, { q, latitude: lat, longitude: lon }) };
    },
  );

  app.get(
    '/geo/reverse',
    {
      preHandler: [app.authenticateOptional],
      config: { rateLimit },
      schema: {
        tags: ['geo'],
        summary: "The address of a point, or 'Unknown location'",
        querystring: geoReverseQuerySchema,
        response: { 200: geoReverseResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { lat, lon } = request.query;
      return { address: await reverseGeocode(app, { latitude: lat, longitude: lon }) };
    },
  );
};
