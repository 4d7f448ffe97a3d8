// Bearer-token authentication (spec §6: every authenticated call sends the token as a bearer token).
// `app.authenticate` requires a valid token; `app.authenticateOptional` reads one when present.
import { MSG } from '@waka/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  preferredType: string | null;
  approved: boolean;
  isAdmin: boolean;
  disabled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.authenticate; null for anonymous calls of optional-auth routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    authenticateOptional(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The signed-in user of an authenticated route (throws if the route forgot its preHandler). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthorized', MSG.authTokenNotFound);
  return request.user;
}

function readToken(request: FastifyRequest, allowQueryToken: boolean): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1];
  }
  if (allowQueryToken) {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token === 'string' && token.length > 0) return token;
  }
  return undefined;
}

async function resolveUser(app: FastifyInstance, token: string): Promise<AuthUser> {
  const claims = await app.tokens.verify(token);
  if (!claims) throw new AppError('unauthorized', MSG.invalidToken);
  const [row] = await app.database.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      preferredType: users.preferredType,
      approved: users.approved,
      isAdmin: users.isAdmin,
      disabled: users.disabled,
      sessionsValidAfter: users.sessionsValidAfter,
    })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  // A token issued before the last password reset (or for a deleted user) is dead.
  if (!row || claims.issuedAt < Math.floor(row.sessionsValidAfter.getTime() / 1000)) {
    throw new AppError('unauthorized', MSG.invalidToken);
  }
  if (row.disabled) throw new AppError('forbidden', 'Your account has been disabled. Contact support.');
  const { sessionsValidAfter: _ignored, ...user } = row;
  return user;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = readToken(request, request.routeOptions.config?.allowQueryToken === true);
    if (!token) throw new AppError('unauthorized', MSG.authTokenNotFound);
    request.user = await resolveUser(app, token);
  });

  app.decorate('authenticateOptional', async (request: FastifyRequest) => {
    const token = readToken(request, false);
    if (token) request.user = await resolveUser(app, token);
  });

  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (!request.user?.isAdmin)
      throw new AppError('forbidden', 'This action needs an administrator account.');
  });
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** EventSource cannot send headers: let this route read `?token=`. */
    allowQueryToken?: boolean;
  }
}
