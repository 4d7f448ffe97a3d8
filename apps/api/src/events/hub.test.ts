// The SSE hub against the real database's LISTEN/NOTIFY: fan-out by user, order, replay, resume point,
// heartbeats, close.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLog } from '../db/schema';
import { Collector, notice, until } from '../test-support/event-collector';
import { createTestApp, createTestUser, type TestApp } from '../test-support/harness';
import { publishEvent } from './bus';
import { createEventHub, type EventHub, pruneEventLog } from './hub';

let t: TestApp;
let hub: EventHub;
beforeAll(async () => {
  t = await createTestApp();
  hub = createEventHub({ database: t.database, log: t.app.log }, { heartbeatMs: 50 });
});
afterAll(async () => {
  await hub.close();
  await t.close();
});

const publish = (userId: string, n: number) =>
  t.database.db.transaction((tx) => publishEvent(tx, { userId, type: 'notification', payload: notice(n) }));

describe('event hub', () => {
  it('delivers committed events to the user’s streams only, in order, with heartbeats', async () => {
    const alice = await createTestUser(t.app);
    const bob = await createTestUser(t.app);
    const a1 = new Collector();
    const a2 = new Collector();
    const b = new Collector();
    await hub.attach(alice.id, a1);
    await hub.attach(alice.id, a2);
    await hub.attach(bob.id, b);
    const ids = [];
    for (let n = 1; n <= 5; n++) ids.push(await publish(alice.id, n));
    await expect(
      t.database.db.transaction(async (tx) => {
        await publishEvent(tx, { userId: alice.id, type: 'notification', payload: notice('rolled back') });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await until(() => a1.ids().length === 5 && a2.ids().length === 5);
    expect(a1.ids()).toEqual(ids);
    expect(a1.text).toContain(`event: notification\ndata: ${JSON.stringify(notice(1))}\n\n`);
    expect(a1.text).not.toContain('rolled back');
    await until(() => b.text.includes(': ping'));
    expect(b.ids()).toEqual([]);
  });

  it('replays what a reconnecting client missed (Last-Event-ID), without duplicates', async () => {
    const carol = await createTestUser(t.app);
    const first = await publish(carol.id, 1);
    const second = await publish(carol.id, 2);
    const third = await publish(carol.id, 3);
    const stream = new Collector();
    await hub.attach(carol.id, stream, first);
    const fourth = await publish(carol.id, 4);
    await until(() => stream.ids().length === 3);
    expect(stream.ids()).toEqual([second, third, fourth]);
  });

  it('gives a fresh stream a resume point, so a reconnect after a restart misses nothing', async () => {
    const frank = await createTestUser(t.app);
    const [latest] = await t.database.db.select({ id: sql<string>`max(id)` }).from(eventLog);
    const first = new Collector();
    await hub.attach(frank.id, first);
    const [ready] = first.events();
    expect(ready).toEqual({ id: Number(latest!.id), event: 'ready', data: {} });
    first.destroy();
    // Committed while the client was away (e.g. the server restarting): it has received no event yet.
    const missed = await publish(frank.id, 1);
    const again = new Collector();
    await hub.attach(frank.id, again, ready!.id);
    await until(() => again.ids().length === 1);
    expect(again.ids()).toEqual([missed]);
    expect(again.events().map((e) => e.event)).toEqual(['notification']);
  });

  it('forgets streams that close and ends all of them on close', async () => {
    const dave = await createTestUser(t.app);
    const stream = new Collector();
    const before = hub.connectionCount();
    await hub.attach(dave.id, stream);
    expect(hub.connectionCount()).toBe(before + 1);
    stream.destroy();
    await until(() => hub.connectionCount() === before);
    const other = createEventHub({ database: t.database, log: t.app.log });
    const kept = new Collector();
    await other.attach(dave.id, kept);
    await other.close();
    expect(kept.writableEnded).toBe(true);
  });

  it('prunes event-log rows older than ten minutes', async () => {
    const erin = await createTestUser(t.app);
    await publish(erin.id, 1);
    await t.database.db.execute(
      sql`UPDATE event_log SET created_at = now() - interval '11 minutes' WHERE user_id = ${erin.id}`,
    );
    await publish(erin.id, 2);
    await pruneEventLog(t.database);
    const rows = await t.database.db.select().from(eventLog).where(sql`user_id = ${erin.id}`);
    expect(rows.map((row) => row.payload)).toEqual([notice(2)]);
  });

  it('does not end a stream that opened while a heartbeat was checking sessions', async () => {
    const early = await createTestUser(t.app);
    const late = await createTestUser(t.app);
    const session = { issuedAt: 0, sessionHash: 'hash' };
    let answer = (_isLive: (userId: string) => boolean) => {};
    const asked: string[][] = [];
    const checking = createEventHub(
      { database: t.database, log: t.app.log },
      {
        heartbeatMs: 20,
        // The session query is slow: it answers only for the accounts it was asked about, when released.
        validateSessions: (userIds) => {
          asked.push(userIds);
          return new Promise((resolve) => {
            answer = (isLive) => resolve((userId) => userIds.includes(userId) && isLive(userId));
          });
        },
      },
    );
    try {
      const first = new Collector();
      await checking.attach(early.id, first, undefined, session);
      await until(() => asked.length > 0);
      const second = new Collector();
      await checking.attach(late.id, second, undefined, session); // while the query is out
      answer(() => true);
      await until(() => asked.some((ids) => ids.includes(late.id)));
      expect(second.text).not.toContain('session_ended');
      expect(second.writableEnded).toBe(false);
      expect(first.writableEnded).toBe(false);
    } finally {
      answer(() => true);
      await checking.close();
    }
  });
});
