// Web Push subscriptions (docs/decisions/148): the browser asks for the public key, subscribes with its push
// service and hands the subscription here. At most MAX_SUBSCRIPTIONS browsers per user; the oldest goes.
import { endpoints } from '@waka/shared';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushSubscriptions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { PUSH_INTERVAL_MS, sendQueuedPushes } from './outbox';
import { getVapidKeys } from './vapid-keys';

export const MAX_SUBSCRIPTIONS = 5;

/**
 * Push services are HTTPS hosts (web-push speaks nothing else). In production the server never posts to its
 * own network: loopback and private addresses are refused.
 */
function checkEndpoint(endpoint: string, isProduction: boolean) {
  const url = new URL(endpoint);
  const isLocal = /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|\[)/.test(
    url.hostname,
  );
  if (url.protocol !== 'https:' || (isProduction && isLocal))
    throw new AppError('bad_request', 'endpoint must be the HTTPS address of a push service.');
}

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.every('send-pushes', PUSH_INTERVAL_MS, () => sendQueuedPushes(app));

  route(app, endpoints.push.getPublicKey, async () => ({ publicKey: (await getVapidKeys(app)).publicKey }));

  route(app, endpoints.push.subscribe, async (request) => {
    const userId = currentUser(request).id;
    const { endpoint, keys } = request.body;
    checkEndpoint(endpoint, app.config.isProduction);
    await app.database.db.transaction(async (tx) => {
      const values = { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth };
      await tx
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
      const keep = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt))
        .limit(MAX_SUBSCRIPTIONS);
      await tx.delete(pushSubscriptions).where(
        and(
          eq(pushSubscriptions.userId, userId),
          notInArray(
            pushSubscriptions.id,
            keep.map((row) => row.id),
          ),
        ),
      );
    });
    return { message: 'Notifications are on for this browser.' };
  });

  route(app, endpoints.push.unsubscribe, async (request) => {
    await app.database.db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, currentUser(request).id),
          eq(pushSubscriptions.endpoint, request.body.endpoint),
        ),
      );
    return { message: 'Notifications are off for this browser.' };
  });
};
