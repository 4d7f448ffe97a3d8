// Curated places in the console: list, create, update, delete (modules/places/service.ts), each audited.
import {
  adminPlacesQuerySchema,
  adminPlacesResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
  placeIdParamsSchema,
  placeInputSchema,
  placeResponseSchema,
  placeUpdateSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { createPlace, deletePlace, listPlaces, updatePlace } from '../places/service';
import { adminDoc, adminErrors } from './doc';

const errors = { ...adminErrors, 409: errorResponseSchema };

export const placesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read at call time: the route table is also built without a database (admin/access.test.ts).
  const db = () => app.database.db;

  app.get(
    '/places',
    {
      schema: {
        ...adminDoc,
        summary:
          'Curated places (searched before the gazetteer), by state and name; q matches names and aliases',
        querystring: adminPlacesQuerySchema,
        response: { 200: adminPlacesResponseSchema, ...errors },
      },
    },
    async (request) => listPlaces(db(), request.query),
  );

  app.post(
    '/places',
    {
      schema: {
        ...adminDoc,
        summary: 'Add a place; riders find it at once',
        body: placeInputSchema,
        response: { 200: placeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Place added.',
      place: await createPlace(db(), { actorId: currentUser(request).id, body: request.body }),
    }),
  );

  app.put(
    '/places/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Correct a place (any fields); the change is audited with the values before and after',
        params: placeIdParamsSchema,
        body: placeUpdateSchema,
        response: { 200: placeResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Place saved.',
      place: await updatePlace(db(), {
        actorId: currentUser(request).id,
        placeId: request.params.id,
        body: request.body,
      }),
    }),
  );

  app.delete(
    '/places/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Remove a place',
        params: placeIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deletePlace(db(), { actorId: currentUser(request).id, placeId: request.params.id });
      return { message: 'Place removed.' };
    },
  );
};
