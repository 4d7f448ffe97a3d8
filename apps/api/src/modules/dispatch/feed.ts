// The `waka_dispatch` channel (docs/decisions/120): notices from migration 0007's triggers and from the
// position writer, handled in arrival (= commit) order by one queue. Consecutive user notices form one batch
// (one re-read for all of them). A barrier notice (`b|token`) resolves once everything before it is applied:
// `sync()` is how a caller waits until this instance has seen every change committed before the call.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { notify } from '../../db/client';

export const DISPATCH_CHANNEL = 'waka_dispatch';
/** A barrier that never comes back (LISTEN connection down) gives up after this. */
const SYNC_TIMEOUT_MS = 5000;

export interface PositionNotice {
  id: string;
  latitude: number;
  longitude: number;
  seenAt: number;
}

export type Notice =
  | { kind: 'users'; ids: string[] }
  | { kind: 'rides'; ids: string[] }
  | { kind: 'settings' }
  | { kind: 'positions'; positions: PositionNotice[] }
  | { kind: 'barrier'; token: string }
  | { kind: 'reload' };

export function parseNotice(raw: string): Notice | undefined {
  const bar = raw.indexOf('|');
  if (bar !== 1) return undefined;
  const body = raw.slice(2);
  switch (raw[0]) {
    case 'u':
      return { kind: 'users', ids: body.split(',').filter(Boolean) };
    case 'r':
      return { kind: 'rides', ids: body.split(',').filter(Boolean) };
    case 's':
      return { kind: 'settings' };
    case 'b':
      return { kind: 'barrier', token: body };
    case 'p':
      return {
        kind: 'positions',
        positions: body
          .split(';')
          .map((part) => part.split(','))
          .filter((fields) => fields.length === 4)
          .map(([id, lat, lng, at]) => ({
            id: id!,
            latitude: Number(lat),
            longitude: Number(lng),
            seenAt: Number(at),
          })),
      };
    default:
      return undefined;
  }
}

export function encodePositions(positions: PositionNotice[]): string {
  return `p|${positions.map((p) => `${p.id},${p.latitude},${p.longitude},${p.seenAt}`).join(';')}`;
}

export interface FeedHandlers {
  /** Runs at once on arrival (before queued work): drop cached copies of these users. */
  forget(ids: string[]): void;
  /** Runs at once on arrival: drop cached copies of these rides (nothing else is queued for them). */
  forgetRides(ids: string[]): void;
  users(ids: string[]): Promise<void>;
  settings(): Promise<void>;
  positions(positions: PositionNotice[]): void;
  /** Everything may have been missed (start, lost LISTEN connection): read it all again. */
  reload(): Promise<void>;
}

export function createDispatchFeed(deps: {
  database: Database;
  log: FastifyBaseLogger;
  handlers: FeedHandlers;
}) {
  const queue: Notice[] = [];
  const barriers = new Map<string, () => void>();
  let running: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  async function step(batch: Notice[]) {
    const first = batch[0]!;
    if (first.kind === 'users') {
      const ids = new Set<string>();
      for (const notice of batch) if (notice.kind === 'users') for (const id of notice.ids) ids.add(id);
      await deps.handlers.users([...ids]);
    } else if (first.kind === 'settings') await deps.handlers.settings();
    else if (first.kind === 'positions') deps.handlers.positions(first.positions);
    else if (first.kind === 'reload') await deps.handlers.reload();
    else if (first.kind === 'barrier') {
      barriers.get(first.token)?.();
      barriers.delete(first.token);
    }
  }

  async function drain() {
    while (queue.length > 0) {
      // A run of user notices is one batch; anything else goes alone.
      let end = 1;
      if (queue[0]!.kind === 'users') while (end < queue.length && queue[end]!.kind === 'users') end++;
      const batch = queue.splice(0, end);
      try {
        await step(batch);
      } catch (error) {
        deps.log.error({ err: error }, 'dispatch index update failed; reloading');
        if (batch[0]!.kind !== 'reload') queue.unshift({ kind: 'reload' });
        else await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    running = undefined;
  }

  function push(notice: Notice) {
    if (notice.kind === 'rides') return deps.handlers.forgetRides(notice.ids);
    if (notice.kind === 'users') deps.handlers.forget(notice.ids);
    queue.push(notice);
    running ??= Promise.resolve().then(drain);
  }

  return {
    /** LISTEN, then read everything; notices that arrive during the read are applied after it. */
    async start() {
      unlisten = await deps.database.listen(
        DISPATCH_CHANNEL,
        (raw) => {
          const notice = parseNotice(raw);
          if (notice) push(notice);
        },
        () => push({ kind: 'reload' }),
      );
      push({ kind: 'reload' });
      await this.idle();
    },

    /** Resolves once every change committed before this call has been applied here. */
    async sync(): Promise<void> {
      const token = randomUUID();
      const arrived = new Promise<void>((resolve) => barriers.set(token, resolve));
      await notify(deps.database.db, DISPATCH_CHANNEL, `b|${token}`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          deps.log.warn('dispatch sync timed out (is the LISTEN connection down?)');
          resolve();
        }, SYNC_TIMEOUT_MS);
      });
      await Promise.race([arrived, timeout]);
      clearTimeout(timer);
      barriers.delete(token);
    },

    idle: async () => {
      while (running) await running;
    },

    async stop() {
      await unlisten?.();
      await this.idle();
    },
  };
}

export type DispatchFeed = ReturnType<typeof createDispatchFeed>;
