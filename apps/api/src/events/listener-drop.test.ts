// PostgreSQL ends the LISTEN connection (bench/soak.ts fault b): the listener reconnects on its own and the
// hub replays what was committed meanwhile to the streams that stayed open. PostgreSQL only: PGlite runs
// in-process and has no connection to lose.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Collector, notice, until } from '../test-support/event-collector';
import { createTestApp, createTestUser, type TestApp } from '../test-support/harness';
import { publishEvent } from './bus';
import { createEventHub, type EventHub } from './hub';

describe.skipIf(!process.env.TEST_DATABASE_URL)('LISTEN connection dropped by PostgreSQL', () => {
  let t: TestApp;
  let hub: EventHub;
  beforeAll(async () => {
    t = await createTestApp();
    hub = createEventHub({ database: t.database, log: t.app.log });
  });
  afterAll(async () => {
    await hub.close();
    await t.close();
  });

  const publish = (userId: string, n: number) =>
    t.database.db.transaction((tx) => publishEvent(tx, { userId, type: 'notification', payload: notice(n) }));

  it('streams that stay open receive the events committed while the listener was away', async () => {
    const user = await createTestUser(t.app);
    const stream = new Collector();
    await hub.attach(user.id, stream);
    const before = await publish(user.id, 1);
    await until(() => stream.ids().length === 1);
    const killed = await t.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const during = [await publish(user.id, 2), await publish(user.id, 3)];
    await until(() => stream.ids().length === 3, 8000);
    const after = await publish(user.id, 4);
    await until(() => stream.ids().length === 4);
    await new Promise((r) => setTimeout(r, 100));
    expect(stream.ids()).toEqual([before, ...during, after]);
  });
});
