// Rides for the operator: the live list and one ride's timeline (issue: Operations console).
import {
  adminRideDetailResponseSchema,
  adminRideIdParamsSchema,
  adminRidesQuerySchema,
  adminRidesResponseSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc, adminErrors } from './doc';
import { getRideWithTimeline, listRides } from './rides-service';

export const ridesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rides',
    {
      schema: {
        ...adminDoc,
        summary:
          'Rides, open and active first with their age; status=open for requested/accepted/in_progress',
        querystring: adminRidesQuerySchema,
        response: { 200: adminRidesResponseSchema, ...adminErrors },
      },
    },
    async (request) => listRides(app.database.db, request.query),
  );

  app.get(
    '/rides/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'One ride with its timeline of status transitions',
        params: adminRideIdParamsSchema,
        response: { 200: adminRideDetailResponseSchema, ...adminErrors },
      },
    },
    async (request) => getRideWithTimeline(app.database.db, request.params.id),
  );
};
