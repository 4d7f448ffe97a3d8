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
/** Every fact and shown field as a column (the per-user forms). */
function columns(): SQL {
  const parts: SQL[] = [];
  for (const [name, fact] of FACTS) parts.push(sql`${fact.sql} AS ${sql.identifier(`f_${name}`)}`);
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

function select(where: SQL): SQL {
  return sql`SELECT u.id, u.preferred_type AS type, l.latitude, l.longitude,
      (extract(epoch FROM l.updated_at) * 1000)::float8 AS "seenAt", ${columns()}
    FROM users u LEFT JOIN user_locations l ON l.user_id = u.id
    WHERE ${where}`;
}

/** Everyone at once, decoded lazily: `forEach` hands each driver in turn as one reused object. */
export interface DriverBatch {
  size: number;
  /** `facts` (and its `facts`/`shown` records) is valid only during the call: copy what you keep. */
  forEach(visit: (facts: DriverFacts) => void): void;
}

const FLAG_FACTS = FACTS.filter(([, fact]) => fact.kind === 'flag').map(([name]) => name);
const NUMBER_FACTS = FACTS.filter(([, fact]) => fact.kind === 'number').map(([name]) => name);
/** Bytes per driver: positioned and each flag (1 each), latitude, longitude, seen time, each number (8 each). */
const RECORD_BYTES = 1 + FLAG_FACTS.length + 8 * (3 + NUMBER_FACTS.length);
/** timestamptz_send counts microseconds from 2000-01-01; JavaScript counts from 1970-01-01. */
const PG_EPOCH_MICROS = 946_684_800_000_000;
const byte = (flag: SQL) => sql`CASE WHEN ${flag} THEN '\\x01'::bytea ELSE '\\x00'::bytea END`;

/**
 * Every driver and biker (start, and after a lost LISTEN connection), in one set-based statement answering
 * one row of two values (docs/decisions/203): the numbers and flags of everyone as one binary string
 * (float8send, timestamptz_send: no number is printed as text by the server nor parsed by us, which was most
 * of the load time on both engines), and the id, type and shown fields as one JSON array (JSON escaping
 * guarantees the strings come back intact). Both aggregates of one statement read the rows in the same order.
 */
export async function loadAllDrivers(database: Pick<Database, 'db'>): Promise<DriverBatch> {
  const byName = new Map(FACTS);
  // A fact with a set form is read from its joined set (docs/decisions/125).
  const value = (name: string) => {
    const fact = byName.get(name)!;
    return fact.bulk ? sql`coalesce(${joined(name)}.value, ${fact.bulk.otherwise})` : fact.sql;
  };
  const bytes = [
    byte(sql`l.latitude IS NOT NULL AND l.longitude IS NOT NULL AND l.updated_at IS NOT NULL`),
    ...FLAG_FACTS.map((name) => byte(sql`coalesce(${value(name)}, false)`)),
    sql`float8send(coalesce(l.latitude, 0))`,
    sql`float8send(coalesce(l.longitude, 0))`,
    sql`timestamptz_send(coalesce(l.updated_at, 'epoch'))`,
    ...NUMBER_FACTS.map((name) => sql`float8send(coalesce((${value(name)})::float8, 'NaN'))`),
  ];
  const texts = [sql`u.id`, sql`u.preferred_type`, ...Object.values(SHOWN_FIELDS).map((field) => field.sql)];
  const joins = FACTS.filter(([, fact]) => fact.bulk).map(
    ([name, fact]) =>
      sql` LEFT JOIN (${fact.bulk!.set}) AS ${joined(name)} ON ${joined(name)}.user_id = u.id`,
  );
  const [answer] = await readOnce(
    database,
    sql`SELECT encode(coalesce(string_agg(${sql.join(bytes, sql` || `)}, ''::bytea), ''::bytea), 'hex') AS numbers,
        coalesce(json_agg(json_build_array(${sql.join(texts, sql`, `)}))::text, '[]') AS texts
      FROM users u LEFT JOIN user_locations l ON l.user_id = u.id${sql.join(joins, sql``)}
      WHERE u.preferred_type IN ('driver', 'biker')`,
  );
  const numbers = Buffer.from(answer!.numbers, 'hex');
  const rows = JSON.parse(answer!.texts) as unknown[][];
  if (numbers.length !== rows.length * RECORD_BYTES)
    throw new Error(`driver load: ${numbers.length} bytes for ${rows.length} drivers`);
  const view = new DataView(numbers.buffer, numbers.byteOffset, numbers.length);
  const current: DriverFacts = {
    id: '',
    type: null,
    latitude: 0,
    longitude: 0,
    seenAt: 0,
    facts: {},
    shown: {},
  };
  return {
    size: rows.length,
    forEach(visit) {
      for (let i = 0; i < rows.length; i++) {
        const cells = rows[i]!;
        let at = i * RECORD_BYTES;
        const positioned = view.getUint8(at++) === 1;
        for (const name of FLAG_FACTS) current.facts[name] = view.getUint8(at++) === 1;
        const latitude = view.getFloat64(at);
        const longitude = view.getFloat64(at + 8);
        // Microseconds fit a double exactly; one division rounds once, as PostgreSQL's numeric → float8 does.
        const micros = view.getInt32(at + 16) * 2 ** 32 + view.getUint32(at + 20);
        at += 24;
        for (const name of NUMBER_FACTS) {
          const value = view.getFloat64(at);
          current.facts[name] = Number.isNaN(value) ? null : value;
          at += 8;
        }
        current.id = cells[0] as string;
        current.type = cells[1] as string | null;
        current.latitude = positioned ? latitude : Number.NaN;
        current.longitude = positioned ? longitude : Number.NaN;
        current.seenAt = positioned ? (micros + PG_EPOCH_MICROS) / 1000 : 0;
        for (let s = 0; s < shownNames.length; s++) current.shown[shownNames[s]!] = cells[2 + s] ?? null;
        visit(current);
      }
    },
  };
}

/**
 * The load statement with room to hash in memory: at 100 000 drivers the default work_mem (4 MB) made the
 * wallet sums and the users hash spill to temporary files.
 */
function readOnce(database: Pick<Database, 'db'>, statement: SQL) {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    return queryRows<{ numbers: string; texts: string }>(tx, statement);
  });
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
