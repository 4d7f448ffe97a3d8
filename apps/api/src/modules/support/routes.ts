// POST /api/message (spec §7; §5 Support: both fields required; §8 success text).
import {
  errorResponseSchema,
  messageResponseSchema,
  SUPPORT_SENT_MESSAGE,
  supportMessageBodySchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { createSupportMessage } from './service';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/message',
    {
      preHandler: app.authenticate,
      // A person writes a few messages; more is a script filling the admin's inbox. Keyed by session, not
      // IP: Nigerian mobile carriers put many phones behind one address (CGNAT).
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '10 minutes',
          keyGenerator: (request) => request.headers.authorization ?? request.ip,
        },
      },
      schema: {
        tags: ['support'],
        summary: 'Send a message to support',
        security: [{ bearer: [] }],
        body: supportMessageBodySchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await createSupportMessage(app.database.db, {
        userId: currentUser(request).id,
        subject: request.body.subject ?? '',
        message: request.body.message ?? '',
      });
      return { message: SUPPORT_SENT_MESSAGE };
    },
  );
};
