// Users and the approvals queue (issue: Operations console; issue: Accounts, Admin).
import {
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  approvalBodySchema,
  disabledBodySchema,
  errorResponseSchema,
  userIdParamsSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { sendAccountReviewEmail } from '../auth/emails';
import { adminDoc, adminErrors as errors } from './doc';
import { reviewApplication, type SendReviewEmail, setUserDisabled } from './review-service';
import { getAdminUser, listUsers } from './users-service';

export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        ...adminDoc,
        summary: 'Users, filterable; approved=false (or waiting=true) is the approvals queue, oldest first',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => listUsers(app.database.db, request.query),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        ...adminDoc,
        summary: 'One user with their details and documents',
        params: userIdParamsSchema,
        response: { 200: z.object({ user: adminUsersResponseSchema.shape.users.element }), ...errors },
      },
    },
    async (request) => {
      const user = await getAdminUser(app.database.db, request.params.id);
      if (!user) throw new AppError('not_found', 'No user has this id.');
      return { user };
    },
  );

  app.put(
    '/users/:id/approval',
    {
      // Sends e-mail: limited (team brief, Security).
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        ...adminDoc,
        summary: 'Approve a driver or biker, or reject with a reason; the user is notified and e-mailed',
        params: userIdParamsSchema,
        body: approvalBodySchema,
        response: { 200: adminUserResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
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
  );

  app.put(
    '/users/:id/disabled',
    {
      schema: {
        ...adminDoc,
        summary: 'Disable or re-enable an account (a disabled account cannot sign in or use its token)',
        params: userIdParamsSchema,
        body: disabledBodySchema,
        response: { 200: adminUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      await setUserDisabled(app.database.db, {
        actorId: currentUser(request).id,
        userId: request.params.id,
        disabled: request.body.disabled,
        reason: request.body.reason,
      });
      const user = (await getAdminUser(app.database.db, request.params.id))!;
      return { message: `${user.name} is ${user.disabled ? 'disabled' : 'enabled'}.`, user };
    },
  );
};
