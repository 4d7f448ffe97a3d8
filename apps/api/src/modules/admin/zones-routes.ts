// Restricted zones in the console (docs/zones.md): list, create from a drawn or imported boundary, edit,
// switch on or off, delete. Every change is audited (zone.create, zone.update, zone.switch, zone.delete).
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { createZone, deleteZone, listZones, updateZone } from '../zones/manage-zones';

/** Official boundaries are large: up to ZONE_MAX_VERTICES points, with room for the Feature wrapping. */
const ZONE_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

export const zonesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.admin.listZones, async () => ({ zones: await listZones(app) }));

  route(
    app,
    endpoints.admin.createZone,
    async (request) => {
      const zone = await createZone(app, { actorId: currentUser(request).id, body: request.body });
      return { message: `Zone “${zone.name}” added.`, zone };
    },
    { bodyLimit: ZONE_BODY_LIMIT_BYTES },
  );

  route(
    app,
    endpoints.admin.updateZone,
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
    { bodyLimit: ZONE_BODY_LIMIT_BYTES },
  );

  route(app, endpoints.admin.deleteZone, async (request) => {
    const zone = await deleteZone(app, { actorId: currentUser(request).id, zoneId: request.params.id });
    return { message: `Zone “${zone.name}” deleted.` };
  });
};
