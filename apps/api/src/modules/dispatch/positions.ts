// Positions written behind (docs/decisions/122): updatelocation changes the live index at once and leaves the
// position here; every interval one multi-row upsert persists the latest position per user and, in the same
// transaction, announces them compactly to the other instances (the triggers stay quiet for this write). A
// crash loses at most one interval of positions and nothing else; close() flushes (SIGTERM).

import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { DISPATCH_CHANNEL, encodePositions, type PositionNotice } from './feed';

/** Positions per NOTIFY: about 75 bytes each, under the 8 000-byte payload limit. */
const POSITIONS_PER_NOTICE = 80;

/** A PostgreSQL array literal of ids (uuids) or numbers: nothing in them needs quoting. */
const arrayLiteral = (values: (string | number)[]) => `{${values.join(',')}}`;

/**
 * One statement for the whole batch, its columns passed as four array parameters (a statement with four
 * parameters per row costs far more to build and parse). Joined to users so a user deleted meanwhile is
 * skipped instead of failing the whole batch; an older position never overwrites a newer one.
 */
function upsert(rows: PositionNotice[]): SQL {
  return sql`INSERT INTO user_locations (user_id, latitude, longitude, updated_at)
    SELECT v.id, v.lat, v.lng, to_timestamp(v.at / 1000.0)
    FROM unnest(${arrayLiteral(rows.map((p) => p.id))}::uuid[],
      ${arrayLiteral(rows.map((p) => p.latitude))}::float8[],
      ${arrayLiteral(rows.map((p) => p.longitude))}::float8[],
      ${arrayLiteral(rows.map((p) => p.seenAt))}::float8[]) AS v(id, lat, lng, at)
    JOIN users u ON u.id = v.id
    ON CONFLICT (user_id) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude,
      updated_at = excluded.updated_at
    WHERE user_locations.updated_at <= excluded.updated_at`;
}

/** All the batch's notices in one statement. */
function announce(rows: PositionNotice[]): SQL {
  const notices: string[] = [];
  for (let i = 0; i < rows.length; i += POSITIONS_PER_NOTICE)
    notices.push(encodePositions(rows.slice(i, i + POSITIONS_PER_NOTICE)));
  // Notices hold ids, digits and , ; | only: quoted array elements need no escaping.
  const literal = `{${notices.map((notice) => `"${notice}"`).join(',')}}`;
  return sql`SELECT pg_notify(${DISPATCH_CHANNEL}, notice) FROM unnest(${literal}::text[]) AS notice`;
}

export function createPositionWriter(deps: {
  database: Database;
  log: FastifyBaseLogger;
  intervalMs: number;
}) {
  let pending = new Map<string, PositionNotice>();
  let flushing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function write(batch: PositionNotice[]) {
    await deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('waka.positions_announced', 'on', true)`);
      await tx.execute(upsert(batch));
      await tx.execute(announce(batch));
    });
  }

  async function flushOnce() {
    if (pending.size === 0) return;
    const taken = pending;
    pending = new Map();
    try {
      await write([...taken.values()]);
    } catch (error) {
      deps.log.error(
        { err: error, positions: taken.size },
        'writing positions failed; retrying next interval',
      );
      for (const [id, position] of taken) if (!pending.has(id)) pending.set(id, position);
    }
  }

  return {
    record(position: PositionNotice) {
      pending.set(position.id, position);
    },

    /** The position not yet written for this user, if any. */
    pendingFor: (id: string) => pending.get(id),
    pendingCount: () => pending.size,

    /** Writes what is pending now (after any write in progress). */
    async flush() {
      while (flushing) await flushing;
      flushing = flushOnce().finally(() => {
        flushing = undefined;
      });
      await flushing;
    },

    start() {
      timer = setInterval(() => void this.flush(), deps.intervalMs);
      timer.unref();
    },

    async close() {
      if (timer) clearInterval(timer);
      await this.flush();
    },
  };
}

export type PositionWriter = ReturnType<typeof createPositionWriter>;
