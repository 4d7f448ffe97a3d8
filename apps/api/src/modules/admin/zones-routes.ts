// Restricted zones in the console (docs/zones.md): list, create from a drawn or imported boundary, edit,
// switch on or off, delete. Every change is audited (zone.create, zone.update, zone.switch, zone.delete).
import {
  adminZoneResponseSchema,
  adminZonesResponseSchema,
  createZoneBodySchema,
  errorResponseSchema,
  messageResponseSchema,
  updateZoneBodySchema,
  zoneIdParamsSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { createZone, deleteZone, listZones, updateZone } from '../zones/manage-zones';
import { adminDoc, adminErrors } from './doc';

/** Official boundaries are large: up to ZONE_MAX_VERTICES points, with room for the Feature wrapping. */
const ZONE_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
const errors = { ...adminErrors, 409: errorResponseSchema, 413: errorResponseSchema };

export const zonesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/zones',
    {
      schema: {
        ...adminDoc,
        summary: 'Restricted zones with their boundaries, by name',
        response: { 200: adminZonesResponseSchema, ...errors },
      },
    },
    async () => ({ zones: await listZones(app) }),
  );

  app.post(
    '/zones',
    {
      bodyLimit: ZONE_BODY_LIMIT_BYTES,
      schema: {
        ...adminDoc,
        summary: 'Add a zone from a GeoJSON Polygon, MultiPolygon, Feature or FeatureCollection',
        body: createZoneBodySchema,
        response: { 200: adminZoneResponseSchema, ...errors },
      },
    },
    async (request) => {
      const zone = await createZone(app, { actorId: currentUser(request).id, body: request.body });
      return { message: `Zone “${zone.name}” added.`, zone };
    },
  );

  app.put(
    '/zones/:id',
    {
      bodyLimit: ZONE_BODY_LIMIT_BYTES,
      schema: {
        ...adminDoc,
        summary: 'Rename, redraw, or switch a zone on or off (any of the fields)',
        params: zoneIdParamsSchema,
        body: updateZoneBodySchema,
        response: { 200: adminZoneResponseSchema, ...errors },
      },
    },
    async (request) => {
      const zone = await updateZone(app, {
        actorId: currentUser(request).id,
        zoneId: request.params.id,
        body: request.body,
      });
      const onlySwitch = Object.keys(request.body).length === 1 && request.body.active !== undefined;
      const message = onlySwitch
        ? `Zone “${zone.name}” switched ${zone.active ? 'on' : 'off'}.`
        : `Zone “${zone.name}” saved.`;
      return { message, zone };
    },
  );

  app.delete(
    '/zones/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'Delete a zone (its boundary stays in the audit record)',
        params: zoneIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const zone = await deleteZone(app, { actorId: currentUser(request).id, zoneId: request.params.id });
      return { message: `Zone “${zone.name}” deleted.` };
    },
  );
};
