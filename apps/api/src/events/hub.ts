// The SSE hub (decisions 032, 035). One LISTEN per process
// fans NOTIFYs out to this process's streams by user id, so a stream on any instance sees changes made
// through any other. Every fresh stream gets a resume point (`ready`), Last-Event-ID replays the user's
// recent events, and when the LISTEN connection comes back the open streams are caught up from event_log.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { EVENTS_CHANNEL } from './bus';
import { createDeliveryQueue } from './delivery';
import { latestEventId, readEventsAfter, readEventsByIds, type StoredEvent } from './event-log';

export { EVENT_LOG_RETENTION_S, pruneEventLog, REPLAY_WINDOW_S } from './event-log';

export const HEARTBEAT_MS = 15_000;
/** A client that stops reading is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** What the hub writes to: an http.ServerResponse, or any Writable in tests. */
export interface SseStream {
  write(chunk: string): boolean;
  end(): void;
  on(event: 'close', listener: () => void): unknown;
  readonly writableLength: number;
}

/** Which sign-in a stream belongs to, so it can be closed when that session ends. */
export interface StreamSession {
  issuedAt: number;
  sessionHash: string;
}

/** Answers, for the accounts with open streams, which sessions may keep them (one query per heartbeat). */
export type SessionValidator = (
  userIds: string[],
) => Promise<(userId: string, session: StreamSession) => boolean>;

interface Connection {
  stream: SseStream;
  session?: StreamSession;
  /** Highest id written: replays skip ids at or below it, so nothing arrives twice. */
  lastSentId: number;
  /** While its replay runs, live events wait here so the stream stays in id order. */
  pending: StoredEvent[] | null;
}

export interface EventHub {
  attach(userId: string, stream: SseStream, lastEventId?: number, session?: StreamSession): Promise<void>;
  connectionCount(): number;
  close(): Promise<void>;
}

/** A last `closed` event says why, so a client can stop reconnecting (superseded) or sign in again. */
function endWith(stream: SseStream, reason: 'superseded' | 'session_ended') {
  stream.write(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
  stream.end();
}

export function formatEvent(event: Pick<StoredEvent, 'id' | 'type' | 'payload'>): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;
}

export function createEventHub(
  deps: { database: Database; log: FastifyBaseLogger },
  options: {
    heartbeatMs?: number;
    /** Past this many streams of one account the oldest is closed: the newest wins (docs/decisions/101). */
    maxPerUser?: number;
    /** Checked at every heartbeat: streams of disabled or signed-out sessions are closed. */
    validateSessions?: SessionValidator;
  } = {},
): EventHub {
  const { db } = deps.database;
  const byUser = new Map<string, Set<Connection>>();
  let listening: Promise<() => Promise<void>> | undefined;
  let closed = false;

  const heartbeat = setInterval(() => {
    for (const set of byUser.values()) for (const conn of set) send(conn, ': ping\n\n');
    closeEndedSessions().catch((error) => deps.log.error({ err: error }, 'could not check stream sessions'));
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  /** A disabled account, a password reset or "sign out everywhere" ends its streams within one heartbeat. */
  async function closeEndedSessions() {
    if (!options.validateSessions || byUser.size === 0) return;
    const checked = [...byUser.keys()];
    const isLive = await options.validateSessions(checked);
    // Only the accounts asked about: one whose first stream opened while the query ran is not in its answer,
    // and must not be taken for an ended session (the next heartbeat checks it).
    for (const userId of checked) {
      for (const conn of byUser.get(userId) ?? []) {
        if (conn.session && !isLive(userId, conn.session)) endWith(conn.stream, 'session_ended');
      }
    }
  }

  function send(conn: Connection, chunk: string) {
    if (conn.stream.writableLength > MAX_BUFFERED_BYTES) return conn.stream.end();
    conn.stream.write(chunk);
  }

  function deliverTo(conn: Connection, event: StoredEvent, text: string) {
    if (conn.pending) return void conn.pending.push(event);
    if (event.id <= conn.lastSentId) return;
    conn.lastSentId = event.id;
    send(conn, text);
  }

  function deliver(event: StoredEvent) {
    const set = byUser.get(event.userId);
    if (!set) return;
    const text = formatEvent(event); // once per event, however many streams the user has
    for (const conn of set) deliverTo(conn, event, text);
  }

  /** The LISTEN connection was lost and is back: write what each open stream missed meanwhile. */
  async function catchUp() {
    const conns = [...byUser.values()].flatMap((set) => [...set]);
    if (conns.length === 0) return;
    const from = conns.reduce((low, conn) => Math.min(low, conn.lastSentId), Number.POSITIVE_INFINITY);
    const missed = await readEventsAfter(db, [...byUser.keys()], from);
    deps.log.info(
      { events: missed.length, streams: conns.length },
      'live events caught up after LISTEN loss',
    );
    for (const event of missed) deliver(event);
  }

  const queue = createDeliveryQueue({
    hasStreams: (userId) => byUser.has(userId),
    deliver,
    readByIds: (ids) => readEventsByIds(db, ids),
    catchUp,
    log: deps.log,
  });

  function ensureListening() {
    listening ??= deps.database.listen(EVENTS_CHANNEL, queue.notice, queue.catchUp).catch((error) => {
      listening = undefined; // the next stream tries again
      throw error;
    });
    return listening;
  }

  /** Writes the replayed rows, then what arrived live meanwhile, in id order and each once. */
  function flush(conn: Connection, replayed: StoredEvent[]) {
    const all = [...replayed, ...(conn.pending ?? [])].sort((a, b) => a.id - b.id);
    conn.pending = null;
    for (const event of all) deliverTo(conn, event, formatEvent(event));
  }

  return {
    async attach(userId, stream, lastEventId, session) {
      if (closed) return stream.end();
      // Registered at once (holding live events) so a close during the reads below is never missed.
      const conn: Connection = { stream, session, lastSentId: lastEventId ?? 0, pending: [] };
      const set = byUser.get(userId) ?? new Set<Connection>();
      byUser.set(userId, set);
      // Sets iterate in insertion order: the first is the oldest. A reconnecting phone always gets through.
      for (const old of set) {
        if (set.size < (options.maxPerUser ?? Number.POSITIVE_INFINITY)) break;
        set.delete(old);
        endWith(old.stream, 'superseded');
      }
      set.add(conn);
      stream.on('close', () => {
        set.delete(conn);
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
      });
      stream.write(`retry: 3000\n: connected\n\n`);
      let replayed: StoredEvent[] = [];
      try {
        await ensureListening();
        if (lastEventId === undefined) {
          // A fresh stream starts at the newest id so far: a client that reconnects with it (Last-Event-ID)
          // gets everything committed since, even if it had received no event (bench/soak.ts fault c).
          // Read after registering and listening, so whatever commits later reaches `pending` by NOTIFY.
          conn.lastSentId = await latestEventId(db);
          stream.write(`id: ${conn.lastSentId}\nevent: ready\ndata: {}\n\n`);
        } else {
          replayed = await readEventsAfter(db, [userId], lastEventId);
        }
      } finally {
        flush(conn, replayed);
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
      await queue.idle();
    },
  };
}
