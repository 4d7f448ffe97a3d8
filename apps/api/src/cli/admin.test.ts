// `npm run admin` against a real database: create-admin and approve on the
// engine the test run uses (a temporary PGlite directory, or PostgreSQL with TEST_DATABASE_URL), and the
// refusal to touch a PGlite directory that a live process holds.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { auditLog, driverProfiles, mailOutbox, notifications, users } from '../db/schema';
import { pgliteDir } from '../lib/data-dir';

const run = promisify(execFile);
const CLI = path.resolve(import.meta.dirname, 'admin.ts');
const PASSWORD = 'Str0ng#Pass';
const usePostgres = Boolean(process.env.TEST_DATABASE_URL && inject('postgresTemplate'));

let dataDir: string;
let databaseUrl: string | undefined;
let dbName: string | undefined;

async function admin(args: string[], env: Record<string, string> = {}) {
  const result = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    timeout: 90_000,
  }).then(
    (ok) => ({ code: 0, ...ok }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code: result.code, stdout: result.stdout, stderr: result.stderr };
}

/** Open the database as the CLI sees it (only while no CLI process runs: PGlite is single-process). */
async function withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: pgliteDir(dataDir) });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'waka-cli-'));
  if (usePostgres) {
    dbName = `waka_cli_${process.pid}_${Date.now()}`;
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('postgresTemplate')}`);
    await client.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (dbName) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await client.end();
  }
});

describe(`npm run admin (${usePostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('create-admin makes a verified admin whose password is the one given (ADMIN_PASSWORD, no terminal)', async () => {
    const result = await admin(['create-admin', 'Chief@Waka.test'], { ADMIN_PASSWORD: PASSWORD });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Admin account created for chief@waka.test');
    await withDatabase(async ({ db }) => {
      const [row] = await db.select().from(users).where(eq(users.email, 'chief@waka.test'));
      expect(row).toMatchObject({ isAdmin: true, disabled: false });
      expect(row!.emailVerifiedAt).not.toBeNull();
      expect(await argon2.verify(row!.passwordHash, PASSWORD)).toBe(true);
      const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, row!.id));
      expect(audit.map((a) => a.action)).toEqual(['cli.create-admin']);
    });
  });

  it('refuses a weak password and a missing one, changing nothing', async () => {
    const weak = await admin(['create-admin', 'weak@waka.test'], { ADMIN_PASSWORD: 'password' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('Password must contain at least one number.');
    const none = await admin(['create-admin', 'none@waka.test']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('set ADMIN_PASSWORD');
    const usage = await admin(['launch-rockets']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage:');
  });

  it('approve approves a waiting biker, who is notified and e-mailed', async () => {
    const bikerId = await withDatabase(async ({ db }) => {
      const [row] = await db
        .insert(users)
        .values({
          name: 'Biodun Biker',
          username: 'biodun_cli',
          email: 'biodun@waka.test',
          phoneNumber: '08012345678',
          passwordHash: 'x',
          preferredType: 'biker',
          approved: false,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      await db
        .insert(driverProfiles)
        .values({ userId: row!.id, vehicleType: 'biker', details: { bikeNumber: 'B1' } });
      return row!.id;
    });
    const result = await admin(['approve', 'Biodun@waka.test']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Biodun Biker <biodun@waka.test> is approved and was e-mailed.');
    await withDatabase(async ({ db }) => {
      const [row] = await db.select().from(users).where(eq(users.id, bikerId));
      expect(row!.approved).toBe(true);
      const notes = await db.select().from(notifications).where(eq(notifications.userId, bikerId));
      expect(notes).toHaveLength(1);
      const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'biodun@waka.test'));
      expect(mail[0]!.subject).toMatch(/approved/i);
    });
    const unknown = await admin(['approve', 'ghost@waka.test']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no account has the e-mail ghost@waka.test');
  });

  it.skipIf(usePostgres)('refuses to open a PGlite directory held by a live process', async () => {
    // process.ppid is alive for as long as this test runs: it stands in for a running server.
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.ppid));
    try {
      const result = await admin(['create-admin', 'late@waka.test'], { ADMIN_PASSWORD: PASSWORD });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`in use by a running Waka server (process ${process.ppid})`);
      expect(result.stderr).toContain('/admin');
    } finally {
      rmSync(path.join(dataDir, 'pglite.lock'), { force: true });
    }
    await withDatabase(async ({ db }) => {
      const rows = await db.select().from(users).where(eq(users.email, 'late@waka.test'));
      expect(rows).toEqual([]);
    });
  });
}, 300_000);
