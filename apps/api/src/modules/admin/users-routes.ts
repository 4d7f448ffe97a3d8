// Users and the approvals queue.
import { endpoints } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { sendAccountReviewEmail } from '../auth/emails';
import { reviewApplication, type SendReviewEmail, setUserDisabled } from './review-service';
import { getAdminUser, listUsers } from './users-service';

export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.admin.listUsers, async (request) => listUsers(app.database.db, request.query));

  route(app, endpoints.admin.getUser, async (request) => {
    const user = await getAdminUser(app.database.db, request.params.id);
    if (!user) throw new AppError('not_found', 'No user has this id.');
    return { user };
  });

  route(
    app,
    endpoints.admin.reviewApplication,
    async (request) => {
      const sendEmail: SendReviewEmail = (mail) => sendAccountReviewEmail(app, mail);
      const { emailed } = await reviewApplication(app.database.db, sendEmail, {
        actorId: currentUser(request).id,
        userId: request.params.id,
        approved: request.body.approved,
        reason: request.body.reason,
      });
      const user = (await getAdminUser(app.database.db, request.params.id))!;
      const verdict = request.body.approved ? 'approved' : 'rejected';
      const mailNote = emailed ? 'and e-mailed' : 'but the e-mail could not be sent';
      return { message: `${user.name} was ${verdict}, notified ${mailNote}.`, user };
    },
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );

  route(app, endpoints.admin.setUserDisabled, async (request) => {
    await setUserDisabled(app.database.db, {
      actorId: currentUser(request).id,
      userId: request.params.id,
      disabled: request.body.disabled,
      reason: request.body.reason,
    });
    const user = (await getAdminUser(app.database.db, request.params.id))!;
    return { message: `${user.name} is ${user.disabled ? 'disabled' : 'enabled'}.`, user };
  });
};
