// Reads what the live index holds per driver/biker from the database: every criterion's facts, the position
// and the presentation fields (drivers/availability.ts), for everyone at start or for the users named by a
// batch of notices. One statement per call (chunks of 1 000 ids for re-reads). The full read is set-based
// (docs/decisions/125): a fact with a `bulk` form is computed once for all users (one grouped pass over its
// table, hash-joined), not once per driver.
import { type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { CRITERIA, type DriverFacts, queryRows, SHOWN_FIELDS } from '../drivers/availability';

const CHUNK = 1000;

interface Row {
  id: string;
  type: string | null;
  latitude: number | null;
  longitude: number | null;
  seenAt: number | null;
  [column: string]: unknown;
}

const FACTS = CRITERIA.flatMap((criterion) => Object.entries(criterion.facts));
const factNames = FACTS.map(([name]) => name);
const shownNames = Object.keys(SHOWN_FIELDS);
const joined = (name: string) => sql.identifier(`j_${name}`);
/** The fact and shown-field columns of a row, as `columns()` names them. */
const ROW_COLUMNS = [...factNames.map((name) => `f_${name}`), ...shownNames.map((name) => `s_${name}`)];

/** Every fact and shown field as a column; `bulk`: facts with a set form read from their joined set. */
function columns(bulk: boolean): SQL {
  const parts: SQL[] = [];
  for (const [name, fact] of FACTS) {
    const value = bulk && fact.bulk ? sql`coalesce(${joined(name)}.value, ${fact.bulk.otherwise})` : fact.sql;
    parts.push(sql`${value} AS ${sql.identifier(`f_${name}`)}`);
  }
  for (const [name, field] of Object.entries(SHOWN_FIELDS))
    parts.push(sql`${field.sql} AS ${sql.identifier(`s_${name}`)}`);
  return sql.join(parts, sql`, `);
}

function toFacts(row: Row): DriverFacts {
  const facts: Record<string, unknown> = {};
  for (const name of factNames) facts[name] = row[`f_${name}`];
  const shown: Record<string, unknown> = {};
  for (const name of shownNames) shown[name] = row[`s_${name}`];
  const positioned = row.latitude !== null && row.longitude !== null && row.seenAt !== null;
  return {
    id: row.id,
    type: row.type,
    latitude: positioned ? Number(row.latitude) : Number.NaN,
    longitude: positioned ? Number(row.longitude) : Number.NaN,
    seenAt: positioned ? Number(row.seenAt) : 0,
    facts,
    shown,
  };
}

function select(where: SQL, bulk = false): SQL {
  const joins = bulk
    ? FACTS.filter(([, fact]) => fact.bulk).map(
        ([name, fact]) =>
          sql` LEFT JOIN (${fact.bulk!.set}) AS ${joined(name)} ON ${joined(name)}.user_id = u.id`,
      )
    : [];
  return sql`SELECT u.id, u.preferred_type AS type, l.latitude, l.longitude,
      (extract(epoch FROM l.updated_at) * 1000)::float8 AS "seenAt", ${columns(bulk)}
    FROM users u LEFT JOIN user_locations l ON l.user_id = u.id${sql.join(joins, sql``)}
    WHERE ${where}`;
}

/**
 * Every driver and biker (start, and after a lost LISTEN connection), in one set-based statement. On PGlite
 * its answer is one JSON array, parsed by JSON.parse at once: parsing 100 000 rows cell by cell was most of
 * the load time there. PostgreSQL's client parses rows faster than the server builds the JSON, so it reads
 * rows (docs/decisions/126).
 */
export async function loadAllDrivers(database: Pick<Database, 'db' | 'engine'>): Promise<DriverFacts[]> {
  const everyone = select(sql`u.preferred_type IN ('driver', 'biker')`, true);
  if (database.engine === 'postgres') return (await queryRows<Row>(database.db, everyone)).map(toFacts);
  // Each row as an array, not an object: the keys are not repeated 100 000 times, so the text is 40 % smaller
  // and both json_agg and JSON.parse take about a third less time.
  const names = ['id', 'type', 'latitude', 'longitude', 'seenAt', ...ROW_COLUMNS];
  const cells = sql.join(
    names.map((name) => sql`d.${sql.identifier(name)}`),
    sql`, `,
  );
  const [answer] = await queryRows<{ rows: string }>(
    database.db,
    sql`SELECT coalesce(json_agg(json_build_array(${cells})), '[]')::text AS rows FROM (${everyone}) AS d`,
  );
  return (JSON.parse(answer!.rows) as unknown[][]).map((cells) =>
    toFacts(Object.fromEntries(names.map((name, at) => [name, cells[at]])) as Row),
  );
}

/** The named users as they are now; a user missing from the answer was deleted. */
export async function loadDrivers(db: DbOrTx, ids: string[]): Promise<Map<string, DriverFacts>> {
  const found = new Map<string, DriverFacts>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK);
    const list = sql.join(
      part.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    for (const row of await queryRows<Row>(db, select(sql`u.id IN (${list})`)))
      found.set(row.id, toFacts(row));
  }
  return found;
}
