// Web Push for ride offers: queued in the transaction that makes the offer (so nothing is pushed for a change
// that rolled back) and sent by a job that any instance may run: each row is claimed once (SKIP LOCKED).
// Delivery is at most once: a push is a nudge, the offer itself is in the app and in the driver's list.
import { koboToNaira } from '@waka/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { DbOrTx } from '../../db/client';
import { pushOutbox, pushSubscriptions } from '../../db/schema';
import { queryRows } from '../drivers/availability';
import { getVapidKeys } from './vapid-keys';

export const PUSH_INTERVAL_MS = 1000;
const BATCH = 50;
/** A push about an offer older than this is dropped: the offer has likely ended. */
const STALE_SECONDS = 90;

export interface PushMessage {
  title: string;
  body: string;
  /** Where a tap on the notification opens the app. */
  url: string;
  tag: string;
}

/** The push for a ride offer: where from, where to, the fare; a tap opens the driver's dashboard. */
export function offerPushMessage(offer: {
  id: string;
  pickupName: string;
  destinationName: string;
  fareKobo: number;
}): PushMessage {
  return {
    title: 'New ride request',
    body: `${offer.pickupName} → ${offer.destinationName} · ₦${koboToNaira(offer.fareKobo)}`,
    url: '/dashboardtoweb',
    tag: `ride-${offer.id}`,
  };
}

export async function queuePush(db: DbOrTx, input: { userId: string; message: PushMessage }): Promise<void> {
  await db.insert(pushOutbox).values({ userId: input.userId, payload: { ...input.message } });
}

/** Send what is queued; returns how many pushes the push services accepted. */
export async function sendQueuedPushes(app: FastifyInstance): Promise<number> {
  const db = app.database.db;
  const rows = await queryRows<{ userId: string; payload: PushMessage; fresh: boolean }>(
    db,
    sql`DELETE FROM push_outbox WHERE id IN (
          SELECT id FROM push_outbox ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING user_id AS "userId", payload,
          created_at > now() - ${sql.raw(`interval '${STALE_SECONDS} seconds'`)} AS fresh`,
  );
  let sent = 0;
  for (const row of rows.filter((r) => r.fresh)) sent += await pushToUser(app, row.userId, row.payload);
  return sent;
}

async function pushToUser(app: FastifyInstance, userId: string, message: PushMessage): Promise<number> {
  const db = app.database.db;
  const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  if (subscriptions.length === 0) return 0;
  const keys = await getVapidKeys(app);
  let sent = 0;
  for (const sub of subscriptions) {
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: STALE_SECONDS,
          urgency: 'high',
          timeout: 5000,
        },
      );
      sent += 1;
    } catch (error) {
      // 404/410: the browser dropped the subscription; forget it. Anything else is logged and skipped.
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      } else {
        app.log.warn({ err: error, userId }, 'web push failed');
      }
    }
  }
  return sent;
}
