// Turns NOTIFYs into stream writes (decision 035). Notices are queued and handled in arrival (= commit) order;
// those that arrive together form one batch, so events too large for their NOTIFY cost one read per batch,
// not one per event. Notices for users with no stream on this instance are dropped before any work.
// A `catchUp` item (the LISTEN connection came back) runs in the same queue, so live notices received
// after it wait until the missed rows have been written and de-duplication by id stays correct.
import type { FastifyBaseLogger } from 'fastify';
import type { StoredEvent } from './event-log';

interface Notice {
  id: number;
  userId: string;
  /** Present when the whole event fitted in the NOTIFY payload. */
  event?: StoredEvent;
}

export function parseNotice(raw: string): Notice | undefined {
  try {
    const note = JSON.parse(raw) as Partial<StoredEvent>;
    if (typeof note.id !== 'number' || typeof note.userId !== 'string') return undefined;
    const inline = typeof note.type === 'string' && 'payload' in note;
    return { id: note.id, userId: note.userId, event: inline ? (note as StoredEvent) : undefined };
  } catch {
    return undefined;
  }
}

export interface DeliveryDeps {
  hasStreams(userId: string): boolean;
  deliver(event: StoredEvent): void;
  readByIds(ids: number[]): Promise<Map<number, StoredEvent>>;
  catchUp(): Promise<void>;
  log: FastifyBaseLogger;
}

type Item = Notice | 'catch-up';

export function createDeliveryQueue(deps: DeliveryDeps) {
  const queue: Item[] = [];
  let running: Promise<void> | undefined;

  async function deliverBatch(notices: Notice[]) {
    const wanted = notices.filter((n) => deps.hasStreams(n.userId));
    const missing = wanted.filter((n) => !n.event).map((n) => n.id);
    const read = missing.length > 0 ? await deps.readByIds(missing) : undefined;
    for (const notice of wanted) {
      const event = notice.event ?? read?.get(notice.id);
      if (event) deps.deliver(event);
    }
  }

  async function drain() {
    while (queue.length > 0) {
      const stop = queue.indexOf('catch-up');
      const step = stop === 0 ? queue.splice(0, 1) : queue.splice(0, stop < 0 ? queue.length : stop);
      try {
        if (step[0] === 'catch-up') await deps.catchUp();
        else await deliverBatch(step as Notice[]);
      } catch (error) {
        deps.log.error({ err: error }, 'event delivery failed');
      }
    }
    running = undefined;
  }

  function push(item: Item) {
    queue.push(item);
    // Started on a microtask: every notice parsed from the same socket read joins the first batch.
    running ??= Promise.resolve().then(drain);
  }

  return {
    notice(raw: string) {
      const notice = parseNotice(raw);
      if (notice) push(notice);
    },
    catchUp: () => push('catch-up'),
    /** Resolves once everything queued so far has been written. */
    idle: () => running ?? Promise.resolve(),
  };
}
