// The read of every driver and biker at start (and after a lost LISTEN connection), in one set-based
// statement (docs/decisions/125: a fact with a `bulk` form is computed once for all users, one grouped pass
// over its table, hash-joined) answering one row (docs/decisions/203): the numbers and flags of everyone as
// one binary string (float8send, timestamptz_send: no number is printed as text by the server nor parsed
// here, which was most of the load time on both engines), and each text field as one flat JSON array
// (JSON escaping guarantees any name comes back intact). The aggregates of one statement consume the same
// rows in the same order, so the i-th value of each belongs to the same driver.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DriverFacts, FACTS, queryRows, SHOWN_FIELDS, SHOWN_NAMES } from '../drivers/availability';

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

const FACT_BY_NAME = new Map(FACTS);

const joined = (name: string) => sql.identifier(`j_${name}`);
const byte = (flag: SQL) => sql`CASE WHEN ${flag} THEN '\\x01'::bytea ELSE '\\x00'::bytea END`;
/** A fact's value for everyone: from its joined set when it has one. */
function everyoneValue(name: string): SQL {
  const fact = FACT_BY_NAME.get(name)!;
  return fact.bulk ? sql`coalesce(${joined(name)}.value, ${fact.bulk.otherwise})` : fact.sql;
}

function statement(): SQL {
  const bytes = [
    byte(sql`l.latitude IS NOT NULL AND l.longitude IS NOT NULL AND l.updated_at IS NOT NULL`),
    ...FLAG_FACTS.map((name) => byte(sql`coalesce(${everyoneValue(name)}, false)`)),
    sql`float8send(coalesce(l.latitude, 0))`,
    sql`float8send(coalesce(l.longitude, 0))`,
    sql`timestamptz_send(coalesce(l.updated_at, 'epoch'))`,
    ...NUMBER_FACTS.map((name) => sql`float8send(coalesce((${everyoneValue(name)})::float8, 'NaN'))`),
  ];
  const texts = [sql`u.id`, sql`u.preferred_type`, ...Object.values(SHOWN_FIELDS).map((field) => field.sql)];
  const joins = FACTS.filter(([, fact]) => fact.bulk).map(
    ([name, fact]) =>
      sql` LEFT JOIN (${fact.bulk!.set}) AS ${joined(name)} ON ${joined(name)}.user_id = u.id`,
  );
  return sql`SELECT encode(coalesce(string_agg(${sql.join(bytes, sql` || `)}, ''::bytea), ''::bytea), 'hex') AS numbers,
      ${sql.join(
        texts.map((text, at) => sql`coalesce(json_agg(${text})::text, '[]') AS ${sql.identifier(`t${at}`)}`),
        sql`, `,
      )}
    FROM users u LEFT JOIN user_locations l ON l.user_id = u.id${sql.join(joins, sql``)}
    WHERE u.preferred_type IN ('driver', 'biker')`;
}

/**
 * The statement with room to hash in memory: at 100 000 drivers the default work_mem (4 MB) made the wallet
 * sums and the users hash spill to temporary files.
 */
function readOnce(database: Pick<Database, 'db'>) {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    const [answer] = await queryRows<Record<string, string>>(tx, statement());
    return answer!;
  });
}

export async function loadAllDrivers(database: Pick<Database, 'db'>): Promise<DriverBatch> {
  const answer = await readOnce(database);
  const numbers = Buffer.from(answer.numbers!, 'hex');
  const [ids, types, ...shown] = [0, 1, ...SHOWN_NAMES.map((_, s) => 2 + s)].map(
    (at) => JSON.parse(answer[`t${at}`]!) as unknown[],
  );
  const size = ids!.length;
  if (numbers.length !== size * RECORD_BYTES || ![types!, ...shown].every((list) => list.length === size))
    throw new Error(`driver load: ${numbers.length} bytes and ${size} ids do not match`);
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
    size,
    forEach(visit) {
      for (let i = 0; i < size; i++) {
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
        current.id = ids![i] as string;
        current.type = types![i] as string | null;
        current.latitude = positioned ? latitude : Number.NaN;
        current.longitude = positioned ? longitude : Number.NaN;
        current.seenAt = positioned ? (micros + PG_EPOCH_MICROS) / 1000 : 0;
        for (let s = 0; s < SHOWN_NAMES.length; s++) current.shown[SHOWN_NAMES[s]!] = shown[s]![i] ?? null;
        visit(current);
      }
    },
  };
}
