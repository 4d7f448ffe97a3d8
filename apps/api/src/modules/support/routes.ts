// POST /api/message (both fields required; a fixed success text).
import { endpoints, SUPPORT_SENT_MESSAGE } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { createSupportMessage } from './service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    endpoints.support.sendMessage,
    async (request) => {
      await createSupportMessage(app.database.db, {
        userId: currentUser(request).id,
        subject: request.body.subject ?? '',
        message: request.body.message ?? '',
      });
      return { message: SUPPORT_SENT_MESSAGE };
    },
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '10 minutes',
          keyGenerator: (request) => request.headers.authorization ?? request.ip,
        },
      },
    },
  );
};
