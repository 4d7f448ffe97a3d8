// Live events (SSE fed by PostgreSQL LISTEN/NOTIFY). An event is a row in event_log plus a
// NOTIFY, both in the caller's transaction: it is delivered only if the change commits, and every API instance
// listening on the channel sees it. The NOTIFY carries the whole event when it fits (decision 035), so the
// hub writes it to streams without reading the row; larger ones carry only {id, userId} and are read by id.
import type { DbOrTx } from '../db/client';
import { notify } from '../db/client';
import { eventLog } from '../db/schema';

export const EVENTS_CHANNEL = 'waka_events';
/** PostgreSQL refuses NOTIFY payloads of 8 000 bytes or more; keep a margin. */
export const INLINE_NOTIFY_MAX_BYTES = 7000;

export type EventType =
  | 'ride.status'
  | 'ride.incoming'
  | 'wallet.balance'
  | 'notification'
  // Book the nearest: the rider's search progress, and an offer leaving a driver's list.
  | 'dispatch.progress'
  | 'offer.closed'
  // An SOS, pushed to the operations console.
  | 'incident';

export interface PublishedEvent {
  id: number;
  userId: string;
  type: EventType;
  payload: Record<string, unknown>;
}

/** What travels on the channel: the event itself, or only where to read it. */
export function encodeNotice(event: PublishedEvent): string {
  const whole = JSON.stringify(event);
  if (Buffer.byteLength(whole) < INLINE_NOTIFY_MAX_BYTES) return whole;
  return JSON.stringify({ id: event.id, userId: event.userId });
}

export async function publishEvent(
  db: DbOrTx,
  event: { userId: string; type: EventType; payload: Record<string, unknown> },
): Promise<number> {
  const [row] = await db
    .insert(eventLog)
    .values({ userId: event.userId, type: event.type, payload: event.payload })
    .returning({ id: eventLog.id });
  await notify(db, EVENTS_CHANNEL, encodeNotice({ id: row!.id, ...event }));
  return row!.id;
}
