// GET/PUT/DELETE /api/saved-places[/home|/work]: the caller's own Home and Work (additive to the spec's calls).
import {
  errorResponseSchema,
  messageResponseSchema,
  savedPlaceBodySchema,
  savedPlaceKindParamsSchema,
  savedPlaceSchema,
  savedPlacesResponseSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { listSavedPlaces, removeSavedPlace, saveSavedPlace } from './saved-places';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const doc = { tags: ['places'], security: [{ bearer: [] }] };

export const savedPlacesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read at call time: the route table is also built without a database (admin/access.test.ts).
  const db = () => app.database.db;
  const auth = { preHandler: app.authenticate };

  app.get(
    '/saved-places',
    {
      ...auth,
      schema: {
        ...doc,
        summary: 'Your saved Home and Work',
        response: { 200: savedPlacesResponseSchema, ...errors },
      },
    },
    async (request) => ({ savedPlaces: await listSavedPlaces(db(), currentUser(request).id) }),
  );

  app.put(
    '/saved-places/:kind',
    {
      ...auth,
      schema: {
        ...doc,
        summary: 'Save Home or Work (replaces the previous one)',
        params: savedPlaceKindParamsSchema,
        body: savedPlaceBodySchema,
        response: { 200: savedPlaceSchema, ...errors },
      },
    },
    async (request) =>
      saveSavedPlace(db(), { userId: currentUser(request).id, kind: request.params.kind, ...request.body }),
  );

  app.delete(
    '/saved-places/:kind',
    {
      ...auth,
      schema: {
        ...doc,
        summary: 'Forget Home or Work',
        params: savedPlaceKindParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await removeSavedPlace(db(), { userId: currentUser(request).id, kind: request.params.kind });
      return { message: 'Removed.' };
    },
  );
};
