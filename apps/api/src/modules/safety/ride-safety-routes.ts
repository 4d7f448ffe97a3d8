// SOS and ratings on a ride, by either of its parties.
import {
  errorResponseSchema,
  ratingBodySchema,
  ratingResponseSchema,
  rideIdParamsSchema,
  sosBodySchema,
  sosResponseSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { rateRide } from './ratings';
import { raiseSos } from './sos';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const rideSafetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { tags: ['safety'], security: [{ bearer: [] }] };

  app.post(
    '/rides/:id/sos',
    {
      preHandler: app.authenticate,
      // Generous: a screen retries until confirmed, and repeats only move the one live incident.
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '10 minutes',
          keyGenerator: (request) => request.headers.authorization ?? request.ip,
        },
      },
      schema: {
        ...secured,
        summary: 'Raise an SOS: recorded, operators alerted live, trusted contacts e-mailed',
        params: rideIdParamsSchema,
        body: sosBodySchema,
        response: { 200: sosResponseSchema, ...errors },
      },
    },
    async (request) =>
      raiseSos(app, {
        rideId: request.params.id,
        userId: currentUser(request).id,
        latitude: request.body.latitude,
        longitude: request.body.longitude,
        note: request.body.note,
      }),
  );

  app.post(
    '/rides/:id/rating',
    {
      preHandler: app.authenticate,
      schema: {
        ...secured,
        summary: 'Rate the other side of a completed ride, once (1–5, optional comment)',
        params: rideIdParamsSchema,
        body: ratingBodySchema,
        response: { 200: ratingResponseSchema, ...errors },
      },
    },
    async (request) =>
      rateRide(app.database.db, {
        rideId: request.params.id,
        userId: currentUser(request).id,
        stars: request.body.stars,
        comment: request.body.comment,
      }),
  );
};
