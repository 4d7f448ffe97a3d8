// Live-event streams are bounded (docs/decisions/101): an account keeps its newest few (older ones are
// closed with a reason), an address past its cap is refused with 429, and a disabled or signed-out
// session's stream is closed within one heartbeat.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, TEST_PASSWORD, type TestApp } from '../../test-support/harness';
import { createNotification } from '../notifications/service';
import { STREAMS_PER_ADDRESS_MESSAGE } from './routes';
import { type EventStreamClient, openEventStream } from './sse-client';

const PER_ACCOUNT = 5;
const PER_ADDRESS = 20;
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({
    EVENT_STREAMS_PER_ACCOUNT: String(PER_ACCOUNT),
    EVENT_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
    EVENTS_HEARTBEAT_MS: '200',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Each test speaks from its own loopback address, so per-address counts do not leak between tests. */
const open = (token: string, from = '127.0.0.1') =>
  openEventStream(`${url}/api/events?token=${token}`, {}, from);
const ready = (stream: EventStreamClient) => stream.waitFor((e) => e.event === 'ready', 5000);

describe('live-event stream limits', () => {
  it('keeps only the newest streams of one account, telling the older ones why they close', async () => {
    const user = await createTestUser(t.app);
    const streams: EventStreamClient[] = [];
    for (let i = 0; i < 40; i++) {
      const stream = await open(user.token);
      expect(stream.status).toBe(200);
      await ready(stream);
      streams.push(stream);
    }
    const older = streams.slice(0, -PER_ACCOUNT);
    await Promise.all(older.map((s) => s.ended));
    for (const stream of older) {
      expect(stream.events.at(-1)).toMatchObject({ event: 'closed', data: { reason: 'superseded' } });
    }
    await t.app.database.db.transaction((tx) =>
      createNotification(tx, { userId: user.id, message: 'hello' }),
    );
    for (const stream of streams.slice(-PER_ACCOUNT)) {
      await stream.waitFor((e) => e.event === 'notification');
      stream.close();
    }
  });

  it('refuses streams past the per-address cap with 429 and a clear message', async () => {
    const users = await Promise.all(Array.from({ length: PER_ADDRESS + 3 }, () => createTestUser(t.app)));
    const streams: EventStreamClient[] = [];
    for (const user of users) streams.push(await open(user.token, '127.0.0.2'));
    const statuses = streams.map((s) => s.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PER_ADDRESS);
    expect(statuses.slice(PER_ADDRESS)).toEqual([429, 429, 429]);
    const refused = streams.at(-1)!;
    await refused.ended;
    expect(JSON.parse(refused.text()).message).toBe(STREAMS_PER_ADDRESS_MESSAGE);
    // Closing one makes room again.
    streams[0]!.close();
    await streams[0]!.ended;
    await expect.poll(async () => (await open(users.at(-1)!.token, '127.0.0.2')).status).toBe(200);
    for (const stream of streams) stream.close();
  });

  it("closes a disabled account's stream within one heartbeat", async () => {
    const admin = await createTestUser(t.app, { isAdmin: true });
    const user = await createTestUser(t.app);
    const stream = await open(user.token, '127.0.0.3');
    await ready(stream);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/disabled`,
      headers: admin.auth,
      payload: { disabled: true },
    });
    expect(res.statusCode).toBe(200);
    await stream.ended;
    expect(stream.events.at(-1)).toMatchObject({ event: 'closed', data: { reason: 'session_ended' } });
    expect((await open(user.token, '127.0.0.3')).status).toBe(403);
  });

  it("closes the other sessions' streams when the password changes; the changing session keeps its own", async () => {
    const user = await createTestUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    const phoneToken = login.json().token as string;
    const phone = await open(phoneToken, '127.0.0.4');
    const laptop = await open(user.token, '127.0.0.4');
    await Promise.all([ready(phone), ready(laptop)]);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${phoneToken}` },
      payload: { password: 'Changed1!' },
    });
    expect(change.statusCode).toBe(200);
    await laptop.ended;
    expect(laptop.events.at(-1)).toMatchObject({ event: 'closed', data: { reason: 'session_ended' } });
    await t.app.database.db.transaction((tx) =>
      createNotification(tx, { userId: user.id, message: 'still here' }),
    );
    await phone.waitFor((e) => e.event === 'notification');
    phone.close();
  });
});
