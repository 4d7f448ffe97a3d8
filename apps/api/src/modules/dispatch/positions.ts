// Positions written behind (docs/decisions/122): updatelocation changes the live index at once and leaves the
// position here; every interval one multi-row upsert persists the latest position per user and, in the same
// transaction, announces them compactly to the other instances (the triggers stay quiet for this write). A
// crash loses at most one interval of positions and nothing else; close() flushes (SIGTERM).

import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { notify } from '../../db/client';
import { DISPATCH_CHANNEL, encodePositions, type PositionNotice } from './feed';

/** Rows per INSERT (4 bind parameters each, PostgreSQL allows 65 535). */
const ROWS_PER_STATEMENT = 10_000;
/** Positions per NOTIFY: about 75 bytes each, under the 8 000-byte payload limit. */
const POSITIONS_PER_NOTICE = 80;

function upsert(rows: PositionNotice[]): SQL {
  const values = sql.join(
    rows.map((p) => sql`(${p.id}::uuid, ${p.latitude}::float8, ${p.longitude}::float8, ${p.seenAt}::float8)`),
    sql`, `,
  );
  // Joined to users so a user deleted meanwhile is skipped instead of failing the whole batch.
  return sql`INSERT INTO user_locations (user_id, latitude, longitude, updated_at)
    SELECT v.id, v.lat, v.lng, to_timestamp(v.at / 1000.0)
    FROM (VALUES ${values}) AS v(id, lat, lng, at) JOIN users u ON u.id = v.id
    ON CONFLICT (user_id) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude,
      updated_at = excluded.updated_at
    WHERE user_locations.updated_at <= excluded.updated_at`;
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
      for (let i = 0; i < batch.length; i += ROWS_PER_STATEMENT)
        await tx.execute(upsert(batch.slice(i, i + ROWS_PER_STATEMENT)));
      for (let i = 0; i < batch.length; i += POSITIONS_PER_NOTICE)
        await notify(tx, DISPATCH_CHANNEL, encodePositions(batch.slice(i, i + POSITIONS_PER_NOTICE)));
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
