// GET /api/events over real HTTP: both parties see a ride change within a second,
// Last-Event-ID replays, and — with TEST_DATABASE_URL — an event made through instance A reaches a client
// of instance B (two servers sharing one PostgreSQL, as behind a load balancer).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { buildServer } from '../../server';
import { createTestApp, createTestUser, type TestApp } from '../../test-support/harness';
import { createAvailableDriver, requestRideAs, rideAction } from '../../test-support/rides';
import { createNotification } from '../notifications/service';
import { openEventStream } from './sse-client';

async function baseUrl(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('live events on one instance', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = await baseUrl(t.app);
  });
  afterAll(() => t.close());

  it('refuses a stream without a valid token', async () => {
    const anonymous = await openEventStream(`${url}/api/events`);
    expect(anonymous.status).toBe(401);
    anonymous.close();
    const bad = await openEventStream(`${url}/api/events?token=nonsense`);
    expect(bad.status).toBe(401);
    bad.close();
  });

  it('pushes ride.incoming to the driver and ride.status to both parties', async () => {
    const driver = await createAvailableDriver(t.app);
    const rider = await createTestUser(t.app, { role: 'rider' });
    const riderStream = await openEventStream(`${url}/api/events?token=${rider.token}`);
    const driverStream = await openEventStream(`${url}/api/events`, driver.auth);
    expect(riderStream.status).toBe(200);
    expect(riderStream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(riderStream.headers['cache-control']).toMatch(/no-cache/);
    expect(riderStream.headers['x-accel-buffering']).toBe('no');

    const rideId = (await requestRideAs(t.app, rider, driver)).json().ride._id;
    const incoming = await driverStream.waitFor((e) => e.event === 'ride.incoming', 1000);
    expect(incoming.data).toMatchObject({ rideRequestId: rideId, rider: { name: rider.name }, fare: 1850 });
    expect(incoming.id).toMatch(/^\d+$/);
    await driverStream.waitFor((e) => e.event === 'notification');

    await rideAction(t.app, driver, 'acceptride', rideId);
    const accepted = await riderStream.waitFor(
      (e) => e.event === 'ride.status' && e.data.status === 'accepted',
      1000,
    );
    expect(accepted.data).toEqual({ rideId, status: 'accepted', driverPhoneNumber: driver.phoneNumber });
    await driverStream.waitFor((e) => e.event === 'ride.status' && e.data.status === 'accepted', 1000);
    await riderStream.waitFor((e) => e.event === 'notification' && /accepted/.test(String(e.data.message)));

    // A reconnecting client names the last id it saw and receives the rest (no new `ready` line).
    const published = riderStream.events.filter((e) => e.event !== 'ready');
    riderStream.close();
    const again = await openEventStream(`${url}/api/events?token=${rider.token}`, {
      'last-event-id': published[0]!.id!,
    });
    await again.waitFor((e) => e.event === 'ride.status' && e.data.status === 'accepted');
    expect(again.events.map((e) => Number(e.id))).toEqual(published.slice(1).map((e) => Number(e.id)));
    again.close();
    driverStream.close();
  });

  it('starts every stream with a resume point, so nothing committed while reconnecting is lost', async () => {
    const rider = await createTestUser(t.app, { role: 'rider' });
    const first = await openEventStream(`${url}/api/events?token=${rider.token}`);
    const ready = await first.waitFor((e) => e.event === 'ready', 1000);
    expect(Number(ready.id)).toBeGreaterThanOrEqual(0);
    first.close();
    // The client had received no event; this is committed before it is back (a restart, a network gap).
    await t.app.database.db.transaction((tx) =>
      createNotification(tx, { userId: rider.id, message: 'while you were away' }),
    );
    const again = await openEventStream(`${url}/api/events?token=${rider.token}`, {
      'last-event-id': ready.id!,
    });
    const missed = await again.waitFor((e) => e.event === 'notification', 1000);
    expect(missed.data.message).toBe('while you were away');
    again.close();
  });

  it('resumes from ?lastEventId= for a client that reopens the stream itself', async () => {
    const rider = await createTestUser(t.app, { role: 'rider' });
    const first = await openEventStream(`${url}/api/events?token=${rider.token}`);
    const ready = await first.waitFor((e) => e.event === 'ready', 1000);
    first.close();
    await t.app.database.db.transaction((tx) =>
      createNotification(tx, { userId: rider.id, message: 'missed one' }),
    );
    const again = await openEventStream(`${url}/api/events?token=${rider.token}&lastEventId=${ready.id}`);
    const missed = await again.waitFor((e) => e.event === 'notification', 1000);
    expect(missed.data.message).toBe('missed one');
    expect(again.events.some((e) => e.event === 'ready')).toBe(false);
    again.close();
  });

  it('does not hold up shutdown while streams are open', async () => {
    const other = await createTestApp();
    const otherUrl = await baseUrl(other.app);
    const user = await createTestUser(other.app);
    const stream = await openEventStream(`${otherUrl}/api/events?token=${user.token}`);
    expect(stream.status).toBe(200);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    stream.close();
  });
});

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testDatabaseUrl)('live events across two API instances sharing one PostgreSQL', () => {
  const secret = 'twin-instances-secret-long-enough-for-hs256-0123456789';
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let databaseName = '';

  beforeAll(async () => {
    databaseName = `waka_t_${process.ppid}_twin_${Date.now()}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const url = new URL(testDatabaseUrl!);
    url.pathname = `/${databaseName}`;
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url.toString(),
      PUBLIC_URL: 'http://localhost:3000',
      WEB_DIST_DIR: '/nonexistent',
    });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: url.toString() });
      databases.push(database);
      const app = await buildServer({ config, database, jwtSecret: secret, logger: false });
      await app.ready();
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  it('an event published through instance A reaches a client of instance B', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const urlB = await baseUrl(b);
    const driver = await createAvailableDriver(a);
    const rider = await createTestUser(a, { role: 'rider' });
    const riderOnB = await openEventStream(`${urlB}/api/events?token=${rider.token}`);
    const driverOnB = await openEventStream(`${urlB}/api/events?token=${driver.token}`);
    const rideId = (await requestRideAs(a, rider, driver)).json().ride._id;
    await driverOnB.waitFor((e) => e.event === 'ride.incoming' && e.data.rideRequestId === rideId, 1000);
    await rideAction(a, driver, 'acceptride', rideId);
    const seen = await riderOnB.waitFor(
      (e) => e.event === 'ride.status' && e.data.status === 'accepted',
      1000,
    );
    expect(seen.data.driverPhoneNumber).toBe(driver.phoneNumber);
    riderOnB.close();
    driverOnB.close();
  });
});
