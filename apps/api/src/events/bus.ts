// Live events (SSE fed by PostgreSQL LISTEN/NOTIFY). An event is a row in event_log plus a
// NOTIFY, both in the caller's transaction: it is delivered only if the change commits, and every API instance
// listening on the channel sees it. The NOTIFY carries the whole event when it fits (decision 035), so the
// hub writes it to streams without reading the row; larger ones carry only {id, userId} and are read by id.
import { type LiveEventMap, type LiveEventName, liveEventSchemas } from '@waka/shared';
import type { DbOrTx } from '../db/client';
import { notify } from '../db/client';
import { eventLog } from '../db/schema';

export const EVENTS_CHANNEL = 'waka_events';
/** PostgreSQL refuses NOTIFY payloads of 8 000 bytes or more; keep a margin. */
export const INLINE_NOTIFY_MAX_BYTES = 7000;

/** One live event as published: its name and payload come from the shared `liveEventSchemas`. */
export interface LiveEvent<K extends LiveEventName = LiveEventName> {
  userId: string;
  type: K;
  payload: LiveEventMap[K];
}

export interface PublishedEvent extends LiveEvent {
  id: number;
}

/** What travels on the channel: the event itself, or only where to read it. */
export function encodeNotice(event: PublishedEvent): string {
  const whole = JSON.stringify(event);
  if (Buffer.byteLength(whole) < INLINE_NOTIFY_MAX_BYTES) return whole;
  return JSON.stringify({ id: event.id, userId: event.userId });
}

/**
 * Store and announce one event. Its payload is typed by the event's schema; outside production it is also
 * parsed by it, so a test that publishes a payload its schema refuses fails at the publishing call.
 */
export async function publishEvent<K extends LiveEventName>(
  db: DbOrTx,
  event: LiveEvent<K>,
): Promise<number> {
  if (process.env.NODE_ENV !== 'production') liveEventSchemas[event.type].parse(event.payload);
  const [row] = await db
    .insert(eventLog)
    .values({ userId: event.userId, type: event.type, payload: event.payload })
    .returning({ id: eventLog.id });
  await notify(db, EVENTS_CHANNEL, encodeNotice({ id: row!.id, ...event }));
  return row!.id;
}
