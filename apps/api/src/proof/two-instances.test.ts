// Two API processes on one PostgreSQL behind a round-robin proxy: a rider whose event stream is
// on instance A and a driver acting through instance B complete a ride, and every status crosses from one
// instance to the other live (LISTEN/NOTIFY + event_log). PostgreSQL only: skipped without TEST_DATABASE_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { userLocations, users } from '../db/schema';
import { createTokenService } from '../lib/tokens';
import { type EventStreamClient, openEventStream } from '../modules/events/sse-client';
import { ensureSystemAccount, ensureWalletAccount, postToLedger } from '../modules/wallet/ledger';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SECRET = 'two-instances-secret-0123456789-abcdefghijklmnop';
const LAGOS = { latitude: 6.5244, longitude: 3.3792 };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startInstance(
  databaseUrl: string,
  dataDir: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, child };
    if (Date.now() > deadline) throw new Error('instance not ready within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function seedUser(database: Database, role: 'rider' | 'biker', n: number) {
  const [row] = await database.db
    .insert(users)
    .values({
      name: `Two ${role} ${n}`,
      username: `two_${role}_${n}_${process.pid}`,
      email: `two-${role}-${n}-${process.pid}@example.com`,
      phoneNumber: `0809${String(n).padStart(7, '0')}`,
      passwordHash: 'not-used',
      preferredType: role,
      approved: true,
      emailVerifiedAt: new Date(),
      sessionsValidAfter: new Date(Date.now() - 60_000),
    })
    .returning({ id: users.id });
  return row!.id;
}

describe.skipIf(!TEST_DATABASE_URL)('two instances on one PostgreSQL behind a round-robin proxy', () => {
  const children: ChildProcess[] = [];
  const streams: EventStreamClient[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'waka-two-'));
  const dbName = `waka_two_${process.pid}_${Date.now()}`;
  let database: Database;
  let proxy: RoundRobinProxy;
  let riderToken = '';
  let driverToken = '';
  let driverId = '';

  async function onAdmin(query: string) {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(query).finally(() => admin.end());
  }

  beforeAll(async () => {
    await onAdmin(`CREATE DATABASE ${dbName} TEMPLATE ${inject('postgresTemplate')}`);
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${dbName}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    const riderId = await seedUser(database, 'rider', 1);
    driverId = await seedUser(database, 'biker', 2);
    await database.db
      .insert(userLocations)
      .values({ userId: driverId, latitude: LAGOS.latitude + 0.005, longitude: LAGOS.longitude });
    await database.db.transaction(async (tx) => {
      const wallet = await ensureWalletAccount(tx, driverId);
      const clearing = await ensureSystemAccount(tx, 'provider_clearing');
      await postToLedger(tx, {
        kind: 'adjustment',
        description: 'Test credit',
        entries: [
          { accountId: wallet, amountKobo: 500_000 },
          { accountId: clearing, amountKobo: -500_000 },
        ],
      });
    });
    const tokens = createTokenService(SECRET);
    riderToken = await tokens.sign(riderId);
    driverToken = await tokens.sign(driverId);
    const [a, b] = await Promise.all([
      startInstance(url.toString(), dataDir),
      startInstance(url.toString(), dataDir),
    ]);
    children.push(a.child, b.child);
    proxy = await startRoundRobinProxy([a.url, b.url]);
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await proxy?.close();
    await Promise.all(
      children.map((child) =>
        child.exitCode === null
          ? new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))
          : null,
      ),
    );
    await database?.close();
    await onAdmin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** Send the next request through the proxy to `upstream` (0 = A, 1 = B), skipping turns with /healthz. */
  async function via(
    upstream: number,
    pathname: string,
    init: { token: string; body?: unknown; method?: string },
  ) {
    while (proxy.next() !== upstream) await fetch(`${proxy.url}/healthz`).then((r) => r.arrayBuffer());
    const res = await fetch(`${proxy.url}${pathname}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { authorization: `Bearer ${init.token}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    expect(res.headers.get('x-upstream')).toBe(String(upstream));
    return {
      status: res.status,
      body: (await res.json()) as {
        ride: { _id: string };
        status?: string;
        bikers?: { bikerId: { _id: string } }[];
      },
    };
  }

  async function streamOn(upstream: number, token: string) {
    while (proxy.next() !== upstream) await fetch(`${proxy.url}/healthz`).then((r) => r.arrayBuffer());
    const stream = await openEventStream(`${proxy.url}/api/events?token=${token}`);
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers['x-upstream']).toBe(String(upstream));
    return stream;
  }

  it('a rider on A and a driver on B complete a ride; each status reaches the other instance within 1 s', async () => {
    const riderStream = await streamOn(0, riderToken);
    const driverStream = await streamOn(1, driverToken);

    const requested = await via(0, '/api/requestride', {
      token: riderToken,
      body: {
        pickupLocation: LAGOS,
        destinationLocation: { latitude: LAGOS.latitude + 0.03, longitude: LAGOS.longitude },
        driverId,
        preferredType: 'biker',
      },
    });
    expect(requested.status).toBe(200);
    const rideId: string = requested.body.ride._id;
    // Made on A, seen on B's stream.
    await driverStream.waitFor((e) => e.event === 'ride.incoming' && e.data.rideRequestId === rideId, 1000);

    for (const [action, status] of [
      ['acceptride', 'accepted'],
      ['startride', 'in_progress'],
      ['completeride', 'completed'],
    ] as const) {
      const answer = await via(1, `/api/${action}`, { token: driverToken, body: { rideRequestId: rideId } });
      expect(answer.status).toBe(200);
      const answeredAt = Date.now();
      // Made on B, seen on A's stream within a second of the answer.
      await riderStream.waitFor(
        (e) => e.event === 'ride.status' && e.data.rideId === rideId && e.data.status === status,
        1000,
      );
      expect(Date.now() - answeredAt).toBeLessThanOrEqual(1000);
    }
    const seen = riderStream.events.filter((e) => e.event === 'ride.status' && e.data.rideId === rideId);
    expect(seen.map((e) => e.data.status)).toEqual(['requested', 'accepted', 'in_progress', 'completed']);
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    await driverStream.waitFor((e) => e.event === 'wallet.balance', 1000);

    const status = await via(0, `/api/status/${rideId}`, { token: riderToken });
    expect(status.body.status).toBe('completed');
    const [check] = (
      (await database.db.execute(sql`SELECT
          (SELECT count(*)::int FROM ride_events WHERE ride_id = ${rideId}) AS events,
          (SELECT count(*)::int FROM ledger_postings WHERE ride_id = ${rideId} AND kind = 'commission') AS commissions,
          (SELECT coalesce(sum(amount_kobo), 0)::bigint FROM ledger_entries) AS total`)) as unknown as {
        rows: { events: number; commissions: number; total: string }[];
      }
    ).rows;
    expect(check).toEqual({ events: 4, commissions: 1, total: '0' });
    expect(proxy.counts.every((count) => count > 0)).toBe(true);
  }, 60_000);

  /** Asks B for bikers at `point` until `wanted` holds for the answer; how long that took after `since`. */
  async function untilOnB(
    point: { latitude: number; longitude: number },
    wanted: (ids: string[]) => boolean,
    since: number,
  ): Promise<number> {
    for (;;) {
      const answer = await via(1, '/api/rider/getonlinebikers', {
        token: riderToken,
        body: { ...point, radiusInMeters: 1000 },
      });
      expect(answer.status).toBe(200);
      if (wanted(answer.body.bikers!.map((b) => b.bikerId._id))) return Date.now() - since;
      if (Date.now() - since > 5000) throw new Error('instance B never saw the change');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('B finds a biker where they moved on A, and drops them once they accept on A, each within 1 s', async () => {
    const away = { latitude: LAGOS.latitude + 0.2, longitude: LAGOS.longitude + 0.1 }; // ~25 km from before
    await untilOnB(away, (ids) => !ids.includes(driverId), Date.now()); // not there yet
    const moved = await via(0, '/api/rider/updatelocation', {
      token: driverToken,
      body: away,
      method: 'PUT',
    });
    expect(moved.status).toBe(200);
    // Positions reach other instances with the next batch write (POSITION_FLUSH_MS, 500 ms by default).
    expect(await untilOnB(away, (ids) => ids.includes(driverId), Date.now())).toBeLessThanOrEqual(1000);

    const requested = await via(0, '/api/requestride', {
      token: riderToken,
      body: {
        pickupLocation: away,
        destinationLocation: { latitude: away.latitude + 0.03, longitude: away.longitude },
        driverId,
        preferredType: 'biker',
      },
    });
    expect(requested.status).toBe(200);
    const accepted = await via(0, '/api/acceptride', {
      token: driverToken,
      body: { rideRequestId: requested.body.ride._id },
    });
    expect(accepted.status).toBe(200);
    expect(await untilOnB(away, (ids) => !ids.includes(driverId), Date.now())).toBeLessThanOrEqual(1000);
  }, 60_000);
});
