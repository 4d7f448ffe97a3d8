// Status columns hold only their listed values: on a fresh database, and on one migrated before the status
// checks existed (its rows kept, the checks added on the next start).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/database';
import { type Database, MIGRATIONS_DIR, migrateDatabase, openDatabase } from './client';
import { sandboxCharges } from './schema';

const STATUS_CHECKS = [
  'rides_status_check',
  'ride_dispatches_status_check',
  'dispatch_offers_status_check',
  'ride_events_from_status_check',
  'ride_events_to_status_check',
  'payments_status_check',
  'sandbox_charges_status_check',
  'mail_outbox_status_check',
  'incidents_status_check',
];

const LAST_BEFORE_CHECKS = 11;

async function checkNames(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`select conname from pg_constraint where contype = 'c' and conname like '%status_check'`,
  );
  return (result as unknown as { rows: { conname: string }[] }).rows.map((row) => row.conname).sort();
}

async function insertMail(database: Database, status: string) {
  await database.db.execute(
    sql`insert into mail_outbox (id, "to", subject, text, html, status)
        values (gen_random_uuid(), 'rider@example.com', 'Hello', 'Hello', '<p>Hello</p>', ${status})`,
  );
}

async function insertCharge(database: Database, reference: string, status: string) {
  await database.db.execute(
    sql`insert into sandbox_charges (reference, amount_kobo, email, status)
        values (${reference}, 50000, 'rider@example.com', ${status})`,
  );
}

/** The migrations folder as it was before the status checks: entries up to LAST_BEFORE_CHECKS. */
function olderMigrationsFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'waka-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_BEFORE_CHECKS);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** An empty database of the engine under test (not the migrated template). */
async function openEmptyDatabase(): Promise<Database> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (!testDatabaseUrl) return openDatabase({ dataDir: 'memory://' });
  const name = `waka_t_${process.ppid}_${process.pid}_${Date.now()}_old`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await cleanup.end();
    },
  };
}

/** The check constraint a failed write broke (the engine's error travels as the query error's cause). */
async function brokenCheck(write: Promise<unknown>): Promise<string | undefined> {
  const error = await write.then(
    () => undefined,
    (thrown: Error) => thrown,
  );
  const cause = error?.cause as { code?: string; constraint?: string } | undefined;
  return cause?.code === '23514' ? cause.constraint : undefined;
}

const toClose: Database[] = [];
afterAll(async () => {
  for (const database of toClose) await database.close();
});

describe('status checks', () => {
  it('a fresh database has a check on every status column and refuses an unlisted status', async () => {
    const database = await openTestDatabase();
    toClose.push(database);
    expect(await checkNames(database)).toEqual([...STATUS_CHECKS].sort());
    await insertMail(database, 'outbox');
    expect(await brokenCheck(insertMail(database, 'delivered'))).toBe('mail_outbox_status_check');
    expect(await brokenCheck(insertCharge(database, 'ref-bad', 'paid'))).toBe('sandbox_charges_status_check');
  });

  it('a database migrated before the checks keeps its rows and gains the checks', async () => {
    const database = await openEmptyDatabase();
    toClose.push(database);
    const older = olderMigrationsFolder();
    try {
      const migrate = database.engine === 'pglite' ? migratePglite : migrateNodePg;
      await migrate(database.db as never, { migrationsFolder: older });
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
    expect(await checkNames(database)).not.toContain('payments_status_check');
    await insertMail(database, 'failed');
    await insertCharge(database, 'ref-old', 'success');

    await migrateDatabase(database);

    expect(await checkNames(database)).toEqual([...STATUS_CHECKS].sort());
    const kept = await database.db
      .select({ status: sandboxCharges.status })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, 'ref-old'));
    expect(kept).toEqual([{ status: 'success' }]);
    expect(await brokenCheck(insertCharge(database, 'ref-new', 'paid'))).toBe('sandbox_charges_status_check');
    expect(await brokenCheck(insertMail(database, 'queued'))).toBe('mail_outbox_status_check');
  });
});
