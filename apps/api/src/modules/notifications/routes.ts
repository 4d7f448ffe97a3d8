// GET /api/notifications (spec §7, §3 Notification): the caller's own notifications, newest first.
import { errorResponseSchema, notificationsResponseSchema } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { listNotifications } from './service';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'The caller’s notifications, newest first',
        security: [{ bearer: [] }],
        response: { 200: notificationsResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      notifications: await listNotifications(app.database.db, { userId: currentUser(request).id }),
    }),
  );
};
