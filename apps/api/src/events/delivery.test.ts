// How NOTIFYs become stream writes: few reads under a burst (none for small events or users with no stream
// here), and nothing lost or doubled when the LISTEN connection drops and comes back.
import type { LiveEventMap } from '@waka/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, NotificationHandler } from '../db/client';
import { Collector, notice, until } from '../test-support/event-collector';
import { createTestApp, createTestUser, type TestApp } from '../test-support/harness';
import { publishEvent } from './bus';
import { createEventHub, type EventHub } from './hub';

/** The test database as the hub sees it: reads counted, and a listener that can "drop" and come back. */
function instrumented(database: Database) {
  const state = { reads: 0, muted: false, resubscribe: [] as (() => void)[] };
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop === 'select' || prop === 'execute') state.reads++;
      return Reflect.get(target, prop, receiver);
    },
  });
  const listen = (channel: string, handler: NotificationHandler, onResubscribe?: () => void) => {
    if (onResubscribe) state.resubscribe.push(onResubscribe);
    return database.listen(channel, (payload) => {
      if (!state.muted) handler(payload);
    });
  };
  return { state, database: { ...database, db, listen } as Database };
}

let t: TestApp;
let probe: ReturnType<typeof instrumented>;
let hub: EventHub;
beforeAll(async () => {
  t = await createTestApp();
  probe = instrumented(t.database);
  hub = createEventHub({ database: probe.database, log: t.app.log });
});
afterAll(async () => {
  await hub.close();
  await t.close();
});

/** One transaction publishing one event per user, so all NOTIFYs arrive together at commit. */
const publishAll = (userIds: string[], payload: (i: number) => LiveEventMap['notification']) =>
  t.database.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const [i, userId] of userIds.entries())
      ids.push(await publishEvent(tx, { userId, type: 'notification', payload: payload(i) }));
    return ids;
  });

async function streamsFor(count: number) {
  const users = await Promise.all(Array.from({ length: count }, () => createTestUser(t.app)));
  const streams = users.map(() => new Collector());
  for (const [i, user] of users.entries()) await hub.attach(user.id, streams[i]!);
  return { userIds: users.map((u) => u.id), streams };
}

describe('fan-out', () => {
  it('delivers small events straight from the NOTIFY, without reading the database', async () => {
    const { userIds, streams } = await streamsFor(40);
    const absent = await createTestUser(t.app);
    probe.state.reads = 0;
    const ids = await publishAll([...userIds, absent.id], (i) => notice(i, 'é'.repeat(100)));
    await until(() => streams.every((s) => s.ids().length === 1));
    streams.forEach((stream, i) => {
      expect(stream.ids()).toEqual([ids[i]]);
      expect(stream.events().find((e) => e.event === 'notification')?.data).toEqual(
        notice(i, 'é'.repeat(100)),
      );
    });
    expect(probe.state.reads).toBe(0);
  });

  it('reads large events by id in batches, not one query per event', async () => {
    const { userIds, streams } = await streamsFor(40);
    const absent = await createTestUser(t.app);
    const big = (i: number) => notice(i, 'x'.repeat(7500)); // over the NOTIFY payload margin
    probe.state.reads = 0;
    const ids = await publishAll([...userIds, absent.id], big);
    await until(() => streams.every((s) => s.ids().length === 1));
    streams.forEach((stream, i) => {
      expect(stream.ids()).toEqual([ids[i]]);
      expect(stream.events().find((e) => e.event === 'notification')?.data).toEqual(big(i));
    });
    expect(probe.state.reads).toBeLessThanOrEqual(3);
  });
});

describe('listener reconnect', () => {
  it('replays to open streams what was committed while LISTEN was down, once each, in order', async () => {
    const { userIds, streams } = await streamsFor(3);
    const [first] = await publishAll(userIds.slice(0, 1), () => notice('before'));
    await until(() => streams[0]!.ids().length === 1);
    probe.state.muted = true; // the connection is gone: these NOTIFYs never arrive
    const during = [
      ...(await publishAll(userIds, () => notice('during', 'y'.repeat(7500)))),
      ...(await publishAll(userIds, () => notice('during'))),
    ];
    probe.state.muted = false;
    expect(probe.state.resubscribe.length).toBeGreaterThan(0);
    for (const resubscribe of probe.state.resubscribe) resubscribe();
    const after = await publishAll(userIds, () => notice('after'));
    await until(() => streams.every((s) => s.ids().length >= 3));
    await new Promise((r) => setTimeout(r, 100)); // room for a duplicate to show up
    expect(streams[0]!.ids()).toEqual([first, during[0], during[3], after[0]]);
    expect(streams[1]!.ids()).toEqual([during[1], during[4], after[1]]);
    expect(streams[2]!.ids()).toEqual([during[2], during[5], after[2]]);
  });
});
