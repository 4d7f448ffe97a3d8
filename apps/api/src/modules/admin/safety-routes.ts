// The console's safety views: SOS incidents, no-show reviews, drivers flagged by their ratings.
import {
  adminIncidentDetailResponseSchema,
  adminIncidentsQuerySchema,
  adminIncidentsResponseSchema,
  flaggedDriversResponseSchema,
  incidentIdParamsSchema,
  incidentStatusBodySchema,
  messageResponseSchema,
  noShowDecisionBodySchema,
  noShowReviewsResponseSchema,
  userIdParamsSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { adminDoc, adminErrors } from './doc';
import { getIncident, listIncidents, setIncidentStatus } from './incidents-service';
import { decideNoShowReview, listFlaggedDrivers, listNoShowReviews } from './safety-reviews-service';

export const safetyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/incidents',
    {
      schema: {
        ...adminDoc,
        summary: 'SOS incidents, open first (live: `incident` events on GET /api/events)',
        querystring: adminIncidentsQuerySchema,
        response: { 200: adminIncidentsResponseSchema, ...adminErrors },
      },
    },
    async (request) => listIncidents(app.database.db, request.query),
  );

  app.get(
    '/incidents/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'One incident with its ride’s timeline',
        params: incidentIdParamsSchema,
        response: { 200: adminIncidentDetailResponseSchema, ...adminErrors },
      },
    },
    async (request) => getIncident(app.database.db, request.params.id),
  );

  app.put(
    '/incidents/:id/status',
    {
      schema: {
        ...adminDoc,
        summary: 'Acknowledge, close or reopen an incident',
        params: incidentIdParamsSchema,
        body: incidentStatusBodySchema,
        response: { 200: adminIncidentDetailResponseSchema, ...adminErrors },
      },
    },
    async (request) =>
      setIncidentStatus(app.database.db, {
        incidentId: request.params.id,
        status: request.body.status,
        actorId: currentUser(request).id,
      }),
  );

  app.get(
    '/no-show-reviews',
    {
      schema: {
        ...adminDoc,
        summary: 'Riders past the no-show limit, waiting for a decision',
        response: { 200: noShowReviewsResponseSchema, ...adminErrors },
      },
    },
    async () => listNoShowReviews(app.database.db),
  );

  app.put(
    '/no-show-reviews/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Confirm the disable ({disable: true}) or keep the rider riding ({disable: false})',
        params: userIdParamsSchema,
        body: noShowDecisionBodySchema,
        response: { 200: messageResponseSchema, ...adminErrors },
      },
    },
    async (request) =>
      decideNoShowReview(app.database.db, {
        actorId: currentUser(request).id,
        userId: request.params.id,
        disable: request.body.disable,
      }),
  );

  app.get(
    '/flagged-drivers',
    {
      schema: {
        ...adminDoc,
        summary: 'Drivers and bikers whose average is under the threshold after at least 20 ratings',
        response: { 200: flaggedDriversResponseSchema, ...adminErrors },
      },
    },
    async () => listFlaggedDrivers(app.database.db, app.config),
  );
};
