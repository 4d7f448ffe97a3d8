// Live events (ARCHITECTURE.md: SSE fed by PostgreSQL LISTEN/NOTIFY). An event is a row in event_log plus a
// NOTIFY carrying its id, both in the caller's transaction: it is delivered only if the change commits, and
// every API instance listening on the channel sees it.
import type { DbOrTx } from '../db/client';
import { notify } from '../db/client';
import { eventLog } from '../db/schema';

export const EVENTS_CHANNEL = 'waka_events';

export type EventType = 'ride.status' | 'ride.incoming' | 'wallet.balance' | 'notification';

export interface PublishedEvent {
  id: number;
  userId: string;
  type: EventType;
  payload: Record<string, unknown>;
}

export async function publishEvent(
  db: DbOrTx,
  event: { userId: string; type: EventType; payload: Record<string, unknown> },
): Promise<number> {
  const [row] = await db
    .insert(eventLog)
    .values({ userId: event.userId, type: event.type, payload: event.payload })
    .returning({ id: eventLog.id });
  await notify(db, EVENTS_CHANNEL, JSON.stringify({ id: row!.id, userId: event.userId }));
  return row!.id;
}
