// Support inbox, settings and the audit log.
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { listAudit } from './audit';
import { changeSettings, getAdminSettings } from './settings-service';
import { listSupportMessages, markSupportHandled } from './support-service';

export const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.admin.listSupport, async (request) =>
    listSupportMessages(app.database.db, request.query),
  );

  route(app, endpoints.admin.markSupportHandled, async (request) => {
    const handled = request.body?.handled ?? true;
    await markSupportHandled(app.database.db, {
      actorId: currentUser(request).id,
      messageId: request.params.id,
      handled,
    });
    return { message: handled ? 'Marked as handled.' : 'Reopened.' };
  });

  route(app, endpoints.admin.getSettings, async () => getAdminSettings(app.database.db, app.config));

  route(app, endpoints.admin.changeSettings, async (request) =>
    changeSettings(app.database.db, app.config, { actorId: currentUser(request).id, body: request.body }),
  );

  route(app, endpoints.admin.listAudit, async (request) => listAudit(app.database.db, request.query));
};
