// GET /api/notifications: the caller's own notifications, newest first.
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { listNotifications } from './service';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.notifications.listNotifications, async (request) => ({
    notifications: await listNotifications(app.database.db, { userId: currentUser(request).id }),
  }));
};
