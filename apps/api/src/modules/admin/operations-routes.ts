// Support inbox, settings and the audit log (issue: Operations console).
import {
  adminSettingsResponseSchema,
  adminSupportQuerySchema,
  adminSupportResponseSchema,
  auditQuerySchema,
  auditResponseSchema,
  messageResponseSchema,
  supportHandledBodySchema,
  supportIdParamsSchema,
  updateSettingsBodySchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { listAudit } from './audit';
import { adminDoc, adminErrors } from './doc';
import { changeSettings, getAdminSettings } from './settings-service';
import { listSupportMessages, markSupportHandled } from './support-service';

export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/support',
    {
      schema: {
        ...adminDoc,
        summary: 'Support messages (POST /api/message); handled=false is the inbox, oldest first',
        querystring: adminSupportQuerySchema,
        response: { 200: adminSupportResponseSchema, ...adminErrors },
      },
    },
    async (request) => listSupportMessages(app.database.db, request.query),
  );

  app.put(
    '/support/:id/handled',
    {
      schema: {
        ...adminDoc,
        summary: 'Mark a support message handled (or reopen it with {handled:false})',
        params: supportIdParamsSchema,
        body: supportHandledBodySchema,
        response: { 200: messageResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const handled = request.body?.handled ?? true;
      await markSupportHandled(app.database.db, {
        actorId: currentUser(request).id,
        messageId: request.params.id,
        handled,
      });
      return { message: handled ? 'Marked as handled.' : 'Reopened.' };
    },
  );

  app.get(
    '/settings',
    {
      schema: {
        ...adminDoc,
        summary: 'Operating settings in force',
        response: { 200: adminSettingsResponseSchema, ...adminErrors },
      },
    },
    async () => getAdminSettings(app.database.db, app.config),
  );

  app.put(
    '/settings',
    {
      schema: {
        ...adminDoc,
        summary: 'Change settings (take effect at once, on every instance); each change is audited',
        body: updateSettingsBodySchema,
        response: { 200: adminSettingsResponseSchema, ...adminErrors },
      },
    },
    async (request) =>
      changeSettings(app.database.db, app.config, { actorId: currentUser(request).id, body: request.body }),
  );

  app.get(
    '/audit',
    {
      schema: {
        ...adminDoc,
        summary: 'The audit log, newest first (action=settings.update for the settings change log)',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...adminErrors },
      },
    },
    async (request) => listAudit(app.database.db, request.query),
  );
};
