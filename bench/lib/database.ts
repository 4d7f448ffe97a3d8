// Benchmark databases: an in-memory PGlite, and a throw-away PostgreSQL database when BENCH_DATABASE_URL is set.
import pg from 'pg';
import { type Database, migrateDatabase, openDatabase } from '../../apps/api/src/db/client';

export interface BenchDatabase {
  label: string;
  database: Database;
  dispose(): Promise<void>;
}

export async function openPgliteBench(): Promise<BenchDatabase> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  return { label: 'PGlite', database, dispose: () => database.close() };
}

export async function openPostgresBench(adminUrl: string, poolSize = 10): Promise<BenchDatabase> {
  const name = `waka_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  await migrateDatabase(database);
  return {
    label: 'PostgreSQL',
    database,
    async dispose() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
