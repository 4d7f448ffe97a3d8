// Gives every route `app.zones`: this instance's copy of the active zones (zone-registry.ts).
import fp from 'fastify-plugin';
import { createZoneRegistry, type ZoneRegistry } from './zone-registry';

declare module 'fastify' {
  interface FastifyInstance {
    zones: ZoneRegistry;
  }
}

export const zonesPlugin = fp(async (app) => {
  const registry = await createZoneRegistry({ database: app.database, log: app.log });
  app.decorate('zones', registry);
  // The database may already be closed (main.ts closes it in its own onClose): its LISTEN ended with it.
  app.addHook('onClose', async () => registry.close().catch(() => {}));
});
