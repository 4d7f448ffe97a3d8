// Builds one migrated database per test run; every test file then starts from a copy of it (a PGlite boot
// plus migrations costs seconds, a copy about one). With TEST_DATABASE_URL the template is a real
// PostgreSQL database and each test file gets `CREATE DATABASE … TEMPLATE`.
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, migrateDatabase, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

export async function setup(project: TestProject) {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) {
    const templateName = `waka_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${templateName}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('postgresTemplate', templateName);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`).catch(() => {});
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`waka_t_${process.pid}_%`],
      );
      for (const row of leftovers.rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`).catch(() => {});
      }
      await admin.end();
    };
  }

  const client = await createPglite({ dataDir: 'memory://' });
  const { drizzle } = await import('drizzle-orm/pglite');
  const schema = await import('../db/schema');
  const database = {
    db: drizzle(client, { schema }),
    engine: 'pglite' as const,
  };
  await migrateDatabase(database as never);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(os.tmpdir(), `waka-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(file, { force: true });
}
