// Reads of event_log for the hub (decision 032, 035): by id for events too large for their NOTIFY, a user's
// recent rows for Last-Event-ID, every connected user's rows after a LISTEN outage, and the resume point.
import { and, asc, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { eventLog } from '../db/schema';

/** How far back a reconnecting client is replayed, and how long rows are kept (pruned after twice that). */
export const REPLAY_WINDOW_S = 5 * 60;
export const EVENT_LOG_RETENTION_S = 10 * 60;
const REPLAY_LIMIT = 500;
/** Bounds one catch-up read after a LISTEN outage (seconds of events, normally a handful). */
const CATCH_UP_LIMIT = 10_000;
/** Keeps each IN (…) list to a modest statement. */
const CHUNK = 1000;

export interface StoredEvent {
  id: number;
  userId: string;
  type: string;
  payload: unknown;
}

const columns = { id: eventLog.id, userId: eventLog.userId, type: eventLog.type, payload: eventLog.payload };
const recent = () => gt(eventLog.createdAt, sql`now() - ${sql.raw(`interval '${REPLAY_WINDOW_S} seconds'`)}`);

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** One query per thousand ids, however many NOTIFYs arrived together. */
export async function readEventsByIds(db: Db, ids: number[]): Promise<Map<number, StoredEvent>> {
  const found = new Map<number, StoredEvent>();
  for (const part of chunks(ids)) {
    for (const row of await db.select(columns).from(eventLog).where(inArray(eventLog.id, part))) {
      found.set(row.id, row);
    }
  }
  return found;
}

/** Rows of these users newer than `afterId` within the replay window, in id order. */
export async function readEventsAfter(db: Db, userIds: string[], afterId: number): Promise<StoredEvent[]> {
  const rows: StoredEvent[] = [];
  for (const part of chunks(userIds)) {
    rows.push(
      ...(await db
        .select(columns)
        .from(eventLog)
        .where(and(inArray(eventLog.userId, part), gt(eventLog.id, afterId), recent()))
        .orderBy(asc(eventLog.id))
        .limit(Math.min(REPLAY_LIMIT * part.length, CATCH_UP_LIMIT))),
    );
  }
  return rows.sort((a, b) => a.id - b.id);
}

/** The resume point a fresh stream is given: the newest id so far (0 while the log is empty). */
export async function latestEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(eventLog.id) }).from(eventLog);
  return Number(row?.id ?? 0);
}

/** Rows older than the retention are of no use to any reconnecting client. */
export async function pruneEventLog(database: Database): Promise<void> {
  await database.db
    .delete(eventLog)
    .where(lt(eventLog.createdAt, sql`now() - ${sql.raw(`interval '${EVENT_LOG_RETENTION_S} seconds'`)}`));
}
