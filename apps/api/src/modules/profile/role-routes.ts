// GET /api/role, GET /api/approved, POST /api/rider/extra-details (spec §6, §7).
import {
  approvedResponseSchema,
  errorResponseSchema,
  extraDetailsBodySchema,
  extraDetailsResponseSchema,
  MSG,
  ROLES,
  type Role,
  roleResponseSchema,
} from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { submitExtraDetails } from './extra-details-service';

const tags = ['profile'];
const isRole = (value: string | null): value is Role => (ROLES as readonly string[]).includes(value ?? '');
const security = [{ bearer: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/role',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Your role; 404 until extra details are given',
        response: { 200: roleResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { preferredType } = currentUser(request);
      // spec §4: the client keys on this exact message to ask for the missing details.
      if (!isRole(preferredType)) throw new AppError('not_found', MSG.extraDetailsNotFound);
      return { preferredType };
    },
  );

  app.get(
    '/approved',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Whether you may work: riders always; drivers and bikers once an admin approves',
        response: { 200: approvedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const isVehicleRole = user.preferredType === 'driver' || user.preferredType === 'biker';
      // No role yet means the default role, rider (spec §9), which is never gated.
      return { approved: isVehicleRole ? user.approved : true };
    },
  );

  app.post(
    '/rider/extra-details',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Choose rider, driver or biker; drivers and bikers give their details and wait for approval',
        body: extraDetailsBodySchema,
        response: { 200: extraDetailsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await submitExtraDetails(app, { userId: currentUser(request).id, body: request.body });
      return { message: 'Details submitted successfully', ...result };
    },
  );
};
