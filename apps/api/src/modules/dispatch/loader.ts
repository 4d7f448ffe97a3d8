// Reads what the live index holds per driver/biker from the database: every criterion's facts, the position
// and the presentation fields (drivers/availability.ts), for the users named by a batch of notices, one
// statement per chunk of 1 000 ids. The read of everyone at start is load-all.ts.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type DriverFacts, FACTS, queryRows, SHOWN_FIELDS, SHOWN_NAMES } from '../drivers/availability';

const CHUNK = 1000;

interface Row {
  id: string;
  type: string | null;
  latitude: number | null;
  longitude: number | null;
  seenAt: number | null;
  [column: string]: unknown;
}

const factNames = FACTS.map(([name]) => name);
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
  for (const name of SHOWN_NAMES) shown[name] = row[`s_${name}`];
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
