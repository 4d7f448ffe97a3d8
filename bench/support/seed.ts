// Seeds a benchmark world straight into the database (set-based SQL, seconds for thousands of users): approved
// bikers with a fresh position and a funded wallet, riders, and rides for status polling. For PGlite this runs
// BEFORE the server starts (one process per embedded database); for PostgreSQL at any time.
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { type Database, migrateDatabase, openDatabase } from '../../apps/api/src/db/client';
import { pgliteDir } from '../../apps/api/src/lib/data-dir';
import { createTokenService } from '../../apps/api/src/lib/tokens';
import { BENCH_JWT_SECRET } from './server';

export const LAGOS = { latitude: 6.5244, longitude: 3.3792 };
export const SEED_PASSWORD = 'Passw0rd!';

export interface SeedOptions {
  /** Letters/digits only: usernames are `<prefix>_b_<i>` and `<prefix>_r_<i>`. */
  prefix?: string;
  bikers: number;
  riders: number;
  /** Riders 0..n-1 have an accepted ride with biker i (those bikers are then busy). */
  acceptedRides?: number;
  /** Every other rider has a waiting request (expiring in 2 h) to one of the free bikers. */
  requestedRides?: boolean;
  walletNaira?: number;
  /** Half-width in degrees of the square around Lagos where bikers stand (0.07 ≈ 7.8 km). */
  spreadDegrees?: number;
}

export interface SeededUser {
  id: string;
  token: string;
}

export interface SeededWorld {
  bikers: SeededUser[];
  riders: SeededUser[];
  /** rides[i] belongs to riders[i] (when it has one). */
  rideIds: string[];
}

/** Open the engine a server would use: DATABASE_URL, or the PGlite directory under dataDir. */
export async function openBenchDatabase(target: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: pgliteDir(target.dataDir),
  });
  await migrateDatabase(database);
  return database;
}

type Row = Record<string, unknown>;
export async function rows<T = Row>(database: Database, query: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

export async function seedWorld(database: Database, options: SeedOptions): Promise<SeededWorld> {
  const prefix = options.prefix ?? 'bench';
  if (!/^[a-z0-9]+$/.test(prefix)) throw new Error('prefix: letters and digits only');
  const accepted = Math.min(options.acceptedRides ?? 0, options.riders, options.bikers);
  const spread = options.spreadDegrees ?? 0.07;
  const kobo = Math.round((options.walletNaira ?? 5000) * 100);
  const hash = (await argon2.hash(SEED_PASSWORD, { type: argon2.argon2id })).replace(/'/g, "''");
  const user = (kind: 'b' | 'r', count: number, role: string, phonePrefix: string) => `
    INSERT INTO users (name, username, email, phone_number, password_hash, preferred_type, approved,
                       email_verified_at, sessions_valid_after)
    SELECT 'Bench ${role} ' || i, '${prefix}_${kind}_' || i, '${prefix}_${kind}_' || i || '@bench.waka.test',
           '${phonePrefix}' || lpad(i::text, 8, '0'), '${hash}', '${role}', true, now(), now() - interval '1 hour'
    FROM generate_series(0, ${count - 1}) AS i`;
  const idx = (alias: string) => `split_part(${alias}.username, '_', 3)::int`;
  const like = (kind: 'b' | 'r') => `username LIKE '${prefix}\\_${kind}\\_%'`;

  await database.db.transaction(async (tx) => {
    const run = (query: string) => tx.execute(sql.raw(query));
    await run(user('b', options.bikers, 'biker', '070'));
    await run(user('r', options.riders, 'rider', '081'));
    await run(`SELECT setseed(0.42)`);
    await run(`INSERT INTO user_locations (user_id, latitude, longitude, updated_at)
      SELECT id, ${LAGOS.latitude} + (random() * 2 - 1) * ${spread}, ${LAGOS.longitude} + (random() * 2 - 1) * ${spread}, now()
      FROM users WHERE ${like('b')} ORDER BY username`);
    await run(`INSERT INTO ledger_accounts (kind) SELECT 'provider_clearing'
      WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts WHERE kind = 'provider_clearing' AND user_id IS NULL)`);
    await run(
      `INSERT INTO ledger_accounts (kind, user_id) SELECT 'wallet', id FROM users WHERE ${like('b')}`,
    );
    await run(`WITH p AS (
        INSERT INTO ledger_postings (kind, description, created_by)
        SELECT 'adjustment', 'Bench credit', id FROM users WHERE ${like('b')} RETURNING id, created_by)
      INSERT INTO ledger_entries (posting_id, account_id, amount_kobo)
      SELECT p.id, a.id, ${kobo} FROM p JOIN ledger_accounts a ON a.user_id = p.created_by
      UNION ALL
      SELECT p.id, (SELECT id FROM ledger_accounts WHERE kind = 'provider_clearing' AND user_id IS NULL), ${-kobo}
      FROM p`);
    const free = options.bikers - accepted;
    const rideValues = (status: string) => `'biker', '${status}', r_loc.lat, r_loc.lon, 'Bench pickup',
        r_loc.lat + 0.03, r_loc.lon, 'Bench destination', 150000, 3300, 600, now() + interval '2 hours'`;
    const insertRide = `INSERT INTO rides (rider_id, driver_id, vehicle_type, status, pickup_latitude,
        pickup_longitude, pickup_name, destination_latitude, destination_longitude, destination_name, fare_kobo,
        distance_meters, duration_seconds, expires_at, accepted_at)`;
    if (accepted > 0) {
      await run(`${insertRide}
        SELECT r.id, b.id, ${rideValues('accepted')}, now()
        FROM users r JOIN users b ON ${idx('b')} = ${idx('r')} AND b.${like('b')}
        CROSS JOIN LATERAL (SELECT ${LAGOS.latitude} AS lat, ${LAGOS.longitude} AS lon) AS r_loc
        WHERE r.${like('r')} AND ${idx('r')} < ${accepted}`);
    }
    if (options.requestedRides && free > 0) {
      await run(`${insertRide}
        SELECT r.id, b.id, ${rideValues('requested')}, NULL
        FROM users r JOIN users b ON ${idx('b')} = ${accepted} + (${idx('r')} - ${accepted}) % ${free}
          AND b.${like('b')}
        CROSS JOIN LATERAL (SELECT ${LAGOS.latitude} AS lat, ${LAGOS.longitude} AS lon) AS r_loc
        WHERE r.${like('r')} AND ${idx('r')} >= ${accepted}`);
    }
  });

  const people = await rows<{ id: string; username: string; ride: string | null }>(
    database,
    `SELECT u.id, u.username, (SELECT id FROM rides WHERE rider_id = u.id LIMIT 1) AS ride
     FROM users u WHERE u.username LIKE '${prefix}\\_%'`,
  );
  const tokens = createTokenService(BENCH_JWT_SECRET);
  const world: SeededWorld = { bikers: [], riders: [], rideIds: [] };
  for (const person of people) {
    const [, kind, n] = person.username.split('_');
    const seeded = { id: person.id, token: await tokens.sign(person.id) };
    if (kind === 'b') world.bikers[Number(n)] = seeded;
    else {
      world.riders[Number(n)] = seeded;
      if (person.ride) world.rideIds[Number(n)] = person.ride;
    }
  }
  return world;
}
