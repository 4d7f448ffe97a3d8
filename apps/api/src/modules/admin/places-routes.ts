// Curated places in the console: list, create, update, delete (modules/places/service.ts), each audited.
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { createPlace, deletePlace, listPlaces, updatePlace } from '../places/service';

export const placesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read at call time: the route table is also built without a database (admin/access.test.ts).
  const db = () => app.database.db;

  route(app, endpoints.admin.listPlaces, async (request) => listPlaces(db(), request.query));

  route(app, endpoints.admin.createPlace, async (request) => ({
    message: 'Place added.',
    place: await createPlace(db(), { actorId: currentUser(request).id, body: request.body }),
  }));

  route(app, endpoints.admin.updatePlace, async (request) => ({
    message: 'Place saved.',
    place: await updatePlace(db(), {
      actorId: currentUser(request).id,
      placeId: request.params.id,
      body: request.body,
    }),
  }));

  route(app, endpoints.admin.deletePlace, async (request) => {
    await deletePlace(db(), { actorId: currentUser(request).id, placeId: request.params.id });
    return { message: 'Place removed.' };
  });
};
