// The SSE hub (ARCHITECTURE.md realtime; issue 5 "Live events"). One LISTEN per process fans NOTIFYs out to
// this process's streams by user id; the event itself is read from event_log, so a stream on any instance
// sees changes made through any other. Last-Event-ID replays the user's recent events.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { eventLog } from '../db/schema';
import { EVENTS_CHANNEL } from './bus';

export const HEARTBEAT_MS = 15_000;
/** How far back a reconnecting client is replayed, and how long rows are kept (pruned after twice that). */
export const REPLAY_WINDOW_S = 5 * 60;
export const EVENT_LOG_RETENTION_S = 10 * 60;
/** A client that stops reading is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const REPLAY_LIMIT = 500;

/** What the hub writes to: an http.ServerResponse, or any Writable in tests. */
export interface SseStream {
  write(chunk: string): boolean;
  end(): void;
  on(event: 'close', listener: () => void): unknown;
  readonly writableLength: number;
}

interface StoredEvent {
  id: number;
  type: string;
  payload: unknown;
}

interface Connection {
  stream: SseStream;
  lastSentId: number;
  /** While replaying, live events wait here so the stream stays in id order without duplicates. */
  pending: StoredEvent[] | null;
}

export interface EventHub {
  attach(userId: string, stream: SseStream, lastEventId?: number): Promise<void>;
  connectionCount(): number;
  close(): Promise<void>;
}

export function formatEvent(event: StoredEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

export function createEventHub(
  deps: { database: Database; log: FastifyBaseLogger },
  options: { heartbeatMs?: number } = {},
): EventHub {
  const { db } = deps.database;
  const byUser = new Map<string, Set<Connection>>();
  let listening: Promise<() => Promise<void>> | undefined;
  let delivery = Promise.resolve();
  let closed = false;

  const heartbeat = setInterval(() => {
    for (const set of byUser.values()) for (const conn of set) send(conn, ': ping\n\n');
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  function send(conn: Connection, chunk: string) {
    if (conn.stream.writableLength > MAX_BUFFERED_BYTES) return conn.stream.end();
    conn.stream.write(chunk);
  }

  function deliver(conn: Connection, event: StoredEvent) {
    if (event.id <= conn.lastSentId) return;
    conn.lastSentId = event.id;
    send(conn, formatEvent(event));
  }

  async function onNotify(raw: string) {
    let note: { id: number; userId: string };
    try {
      note = JSON.parse(raw);
    } catch {
      return;
    }
    if (!byUser.has(note.userId)) return; // nobody here listens for this user
    const [event] = await db
      .select({ id: eventLog.id, type: eventLog.type, payload: eventLog.payload })
      .from(eventLog)
      .where(eq(eventLog.id, note.id));
    if (!event) return;
    for (const conn of byUser.get(note.userId) ?? []) {
      if (conn.pending) conn.pending.push(event);
      else deliver(conn, event);
    }
  }

  function ensureListening() {
    listening ??= deps.database
      .listen(EVENTS_CHANNEL, (payload) => {
        // One queue keeps events in NOTIFY (commit) order.
        delivery = delivery
          .then(() => onNotify(payload))
          .catch((error) => deps.log.error({ err: error }, 'event delivery failed'));
      })
      .catch((error) => {
        listening = undefined; // the next stream tries again
        throw error;
      });
    return listening;
  }

  async function replay(userId: string, conn: Connection, lastEventId: number) {
    const events = await db
      .select({ id: eventLog.id, type: eventLog.type, payload: eventLog.payload })
      .from(eventLog)
      .where(
        and(
          eq(eventLog.userId, userId),
          gt(eventLog.id, lastEventId),
          gt(eventLog.createdAt, sql`now() - ${sql.raw(`interval '${REPLAY_WINDOW_S} seconds'`)}`),
        ),
      )
      .orderBy(eventLog.id)
      .limit(REPLAY_LIMIT);
    for (const event of events) deliver(conn, event);
  }

  return {
    async attach(userId, stream, lastEventId) {
      if (closed) return stream.end();
      const conn: Connection = { stream, lastSentId: 0, pending: lastEventId ? [] : null };
      const set = byUser.get(userId) ?? new Set<Connection>();
      byUser.set(userId, set);
      set.add(conn);
      stream.on('close', () => {
        set.delete(conn);
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
      });
      stream.write(`retry: 3000\n: connected\n\n`);
      await ensureListening();
      if (lastEventId) {
        conn.lastSentId = lastEventId;
        try {
          await replay(userId, conn, lastEventId);
        } finally {
          const pending = conn.pending ?? [];
          conn.pending = null;
          for (const event of pending.sort((a, b) => a.id - b.id)) deliver(conn, event);
        }
      }
    },
    connectionCount() {
      let total = 0;
      for (const set of byUser.values()) total += set.size;
      return total;
    },
    /** Ends every stream so the server's close is not held open by them (preClose). */
    async close() {
      closed = true;
      clearInterval(heartbeat);
      for (const set of byUser.values()) for (const conn of set) conn.stream.end();
      byUser.clear();
      const unlisten = await listening?.catch(() => undefined);
      await unlisten?.();
      await delivery;
    },
  };
}

/** Rows older than the retention are of no use to any reconnecting client. */
export async function pruneEventLog(database: Database): Promise<void> {
  await database.db
    .delete(eventLog)
    .where(lt(eventLog.createdAt, sql`now() - ${sql.raw(`interval '${EVENT_LOG_RETENTION_S} seconds'`)}`));
}
