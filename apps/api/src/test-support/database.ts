// A fresh, isolated, migrated database for one test file (see global-setup.ts).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';

let counter = 0;

export async function openTestDatabase(): Promise<Database> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (testDatabaseUrl && template) {
    const name = `waka_t_${process.ppid}_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
    const close = database.close;
    return {
      ...database,
      async close() {
        await close();
        const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await cleanup.end();
      },
    };
  }
  const templatePath = inject('pgliteTemplatePath');
  const dump = new Blob([readFileSync(templatePath)]);
  return openDatabase({ dataDir: 'memory://', loadDataDir: dump });
}
