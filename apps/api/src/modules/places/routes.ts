// GET/PUT/DELETE /api/saved-places[/home|/work]: the caller's own Home and Work (additive to the spec's calls).
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { listSavedPlaces, removeSavedPlace, saveSavedPlace } from './saved-places';

export const savedPlacesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read at call time: the route table is also built without a database (admin/access.test.ts).
  const db = () => app.database.db;

  route(app, endpoints.places.listSaved, async (request) => ({
    savedPlaces: await listSavedPlaces(db(), currentUser(request).id),
  }));

  route(app, endpoints.places.save, async (request) =>
    saveSavedPlace(db(), { userId: currentUser(request).id, kind: request.params.kind, ...request.body }),
  );

  route(app, endpoints.places.remove, async (request) => {
    await removeSavedPlace(db(), { userId: currentUser(request).id, kind: request.params.kind });
    return { message: 'Removed.' };
  });
};
