// A throw-away PostgreSQL database per run (created, then dropped WITH (FORCE)), on the local server only.
import pg from 'pg';

/** The maintenance database of the local server (override with BENCH_POSTGRES_URL). */
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  name: string;
  url: string;
  /** Run one statement on the bench database with a short-lived connection. */
  query<T = Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function postgresAvailable(): Promise<boolean> {
  try {
    await onAdmin((client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

export async function createBenchDatabase(label: string): Promise<BenchDatabase> {
  const name = `waka_bench_${label}_${process.pid}_${Date.now() % 100000}`.replace(/[^a-z0-9_]/g, '_');
  await onAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const connectionString = url.toString();
  return {
    name,
    url: connectionString,
    async query(text, values) {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      await onAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Ends every session of the database except the caller's (fault injection, bench/soak.ts). */
export async function terminateConnections(databaseName: string): Promise<number> {
  return onAdmin(async (client) => {
    const result = await client.query(
      'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );
    return result.rows.filter((row) => row.ok).length;
  });
}
