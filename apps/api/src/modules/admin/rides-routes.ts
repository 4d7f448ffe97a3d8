// Rides for the operator: the live list and one ride's timeline.
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { getRideWithTimeline, listRides } from './rides-service';

export const ridesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.admin.listRides, async (request) => listRides(app.database.db, request.query));

  route(app, endpoints.admin.getRide, async (request) =>
    getRideWithTimeline(app.database.db, request.params.id),
  );
};
