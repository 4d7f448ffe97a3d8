// The admin API under /api/admin/*. Every entry of endpoints.admin has access 'admin': lib/route.ts checks
// it on request, before validation, so a non-admin learns nothing about the input (401 without a token, 403
// otherwise).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandLogoRoutes } from './brand-logo-routes';
import { moneyRoutes } from './money-routes';
import { operationsRoutes } from './operations-routes';
import { placesAdminRoutes } from './places-routes';
import { ridesAdminRoutes } from './rides-routes';
import { safetyAdminRoutes } from './safety-routes';
import { usersAdminRoutes } from './users-routes';
import { zonesAdminRoutes } from './zones-routes';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    async (admin) => {
      await admin.register(usersAdminRoutes);
      await admin.register(ridesAdminRoutes);
      await admin.register(moneyRoutes);
      await admin.register(operationsRoutes);
      await admin.register(brandLogoRoutes);
      await admin.register(safetyAdminRoutes);
      await admin.register(zonesAdminRoutes);
      await admin.register(placesAdminRoutes);
    },
    { prefix: '/admin' },
  );
};
