// The console's safety views: SOS incidents, no-show reviews, drivers flagged by their ratings.
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { getIncident, listIncidents, setIncidentStatus } from './incidents-service';
import { decideNoShowReview, listFlaggedDrivers, listNoShowReviews } from './safety-reviews-service';

export const safetyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.admin.listIncidents, async (request) => listIncidents(app.database.db, request.query));

  route(app, endpoints.admin.getIncident, async (request) => getIncident(app.database.db, request.params.id));

  route(app, endpoints.admin.setIncidentStatus, async (request) =>
    setIncidentStatus(app.database.db, {
      incidentId: request.params.id,
      status: request.body.status,
      actorId: currentUser(request).id,
    }),
  );

  route(app, endpoints.admin.listNoShowReviews, async () => listNoShowReviews(app.database.db));

  route(app, endpoints.admin.decideNoShowReview, async (request) =>
    decideNoShowReview(app.database.db, {
      actorId: currentUser(request).id,
      userId: request.params.id,
      disable: request.body.disable,
    }),
  );

  route(app, endpoints.admin.listFlaggedDrivers, async () => listFlaggedDrivers(app.database.db, app.config));
};
