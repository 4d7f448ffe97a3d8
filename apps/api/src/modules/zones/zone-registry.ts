// This instance's copy of the active zones (decision 161). Loaded at start, rebuilt when any instance
// changes a zone (a NOTIFY on ZONES_CHANNEL, sent in the change's transaction) or when the LISTEN connection
// comes back; the nearby search reads it without touching the database. Ride requests and fare estimates
// first compare a one-row stamp of the table with the copy's (`fresh`), so they never act on a zone
// switched a moment ago on another instance.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { queryRows } from '../drivers/availability';
import type { ZoneShape } from './geometry';
import { buildZoneIndex, type ZoneIndex } from './zone-index';

export const ZONES_CHANNEL = 'waka_zones';

export interface ZoneRegistry {
  /** The index as last loaded (synchronous: the nearby search's path). */
  current(): ZoneIndex;
  /** The index, reloaded first if the table changed since it was built (one small query). */
  fresh(db?: DbOrTx): Promise<ZoneIndex>;
  /** Reload now (after a change this instance made, before answering the operator). */
  reload(): Promise<ZoneIndex>;
  close(): Promise<void>;
}

interface ZoneRow {
  id: string | null;
  name: string;
  geometry: ZoneShape;
  minLongitude: number;
  minLatitude: number;
  maxLongitude: number;
  maxLatitude: number;
  stamp: string;
}

/** Any insert, update or delete changes max(revision) or count(*): the copy is current when both match. */
const STAMP = sql`(SELECT coalesce(max(revision), 0) || ':' || count(*) FROM zones)`;

export async function readZoneStamp(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ stamp: string }>(db, sql`SELECT ${STAMP} AS stamp`);
  return row!.stamp;
}

async function loadZones(db: DbOrTx): Promise<{ index: ZoneIndex; stamp: string }> {
  // One statement, one snapshot: the stamp always describes exactly the rows read with it.
  const rows = await queryRows<ZoneRow>(
    db,
    sql`SELECT z.id, z.name, z.geometry, z.min_longitude AS "minLongitude", z.min_latitude AS "minLatitude",
          z.max_longitude AS "maxLongitude", z.max_latitude AS "maxLatitude", s.stamp
        FROM (SELECT ${STAMP} AS stamp) s
        LEFT JOIN zones z ON z.active AND z.rule = 'no_bikes'
        ORDER BY z.name`,
  );
  const zones = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id!,
      name: row.name,
      geometry: row.geometry,
      bbox: [row.minLongitude, row.minLatitude, row.maxLongitude, row.maxLatitude] as [
        number,
        number,
        number,
        number,
      ],
    }));
  return { index: buildZoneIndex(zones), stamp: rows[0]!.stamp };
}

export async function createZoneRegistry(deps: {
  database: Database;
  log: FastifyBaseLogger;
}): Promise<ZoneRegistry> {
  const { db } = deps.database;
  let state = await loadZones(db);
  let loading: Promise<ZoneIndex> | null = null;
  let again = false;

  /** One load at a time; a change noticed during a load triggers exactly one more. */
  function reload(): Promise<ZoneIndex> {
    if (loading) {
      again = true;
      return loading;
    }
    loading = (async () => {
      try {
        do {
          again = false;
          state = await loadZones(db);
        } while (again);
        return state.index;
      } finally {
        loading = null;
      }
    })();
    return loading;
  }

  const onNotice = () => {
    reload().catch((error) => deps.log.error({ err: error }, 'zones reload failed'));
  };
  const unlisten = await deps.database.listen(ZONES_CHANNEL, onNotice, onNotice);

  return {
    current: () => state.index,
    async fresh(reader = db) {
      if ((await readZoneStamp(reader)) === state.stamp) return state.index;
      return reload();
    },
    reload,
    close: unlisten,
  };
}
