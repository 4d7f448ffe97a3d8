// Role and approval of the caller, and the extra details that choose rider, driver or biker.
import { endpoints, MSG, ROLES, type Role } from '@waka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { submitExtraDetails } from './extra-details-service';

const { profile } = endpoints;
const isRole = (value: string | null): value is Role => (ROLES as readonly string[]).includes(value ?? '');

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, profile.getRole, async (request) => {
    const { preferredType } = currentUser(request);
    // The sign-in flow asks for the missing details on this code (older clients on the exact message).
    if (!isRole(preferredType)) throw new AppError('extra_details_missing', MSG.extraDetailsNotFound);
    return { preferredType };
  });

  route(app, profile.getApproved, async (request) => {
    const user = currentUser(request);
    const isVehicleRole = user.preferredType === 'driver' || user.preferredType === 'biker';
    // No role yet means the default role, rider, which is never gated.
    return { approved: isVehicleRole ? user.approved : true };
  });

  route(app, profile.submitExtraDetails, async (request) => {
    const result = await submitExtraDetails(app, { userId: currentUser(request).id, body: request.body });
    return { message: 'Details submitted successfully', ...result };
  });
};
