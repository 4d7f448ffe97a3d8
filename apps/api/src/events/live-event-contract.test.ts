// The live events as a client receives them match the shared contract: a ride from request to completion with
// an SOS, and a "book the nearest" search taken by one of two bikers, publish every event of
// `liveEventSchemas`; each stored payload (the JSON a stream sends) parses by its name's schema.
import { LIVE_EVENT_NAMES, liveEventSchemas } from '@waka/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLog } from '../db/schema';
import { advanceDispatchesNow, bookNearestAs, endBatchNow } from '../test-support/booking';
import { createTestApp, createTestUser, type TestApp } from '../test-support/harness';
import { createAvailableDriver, LAGOS, north, rideAction } from '../test-support/rides';
import { acceptedRide } from '../test-support/safety';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DISPATCH_BATCH_SIZE: '1' });
});
afterAll(() => t.close());

describe('live events against their schemas', () => {
  it('every event the API publishes is in the map and parses by its schema', async () => {
    const admin = await createTestUser(t.app, { isAdmin: true });
    const { rider, biker, rideId } = await acceptedRide(t.app);
    const sos = await t.app.inject({
      method: 'POST',
      url: `/api/rides/${rideId}/sos`,
      headers: rider.auth,
      payload: { latitude: 6.6, longitude: 3.35, note: 'Wrong road' },
    });
    expect(sos.statusCode).toBe(200);
    expect((await rideAction(t.app, biker, 'startride', rideId)).statusCode).toBe(200);
    expect((await rideAction(t.app, biker, 'completeride', rideId)).statusCode).toBe(200);

    const where = north(LAGOS, 900_000);
    const bikers = [
      await createAvailableDriver(t.app, { role: 'biker', location: north(where, 300) }),
      await createAvailableDriver(t.app, { role: 'biker', location: north(where, 900) }),
    ];
    const searcher = await createTestUser(t.app, { role: 'rider' });
    const dispatchId = (await bookNearestAs(t.app, searcher, where)).json().dispatch.rideId as string;
    await endBatchNow(t.app, dispatchId);
    await advanceDispatchesNow(t.app);
    expect((await rideAction(t.app, bikers[0]!, 'acceptride', dispatchId)).statusCode).toBe(200);

    const people = [admin, rider, biker, searcher, ...bikers].map((user) => user.id);
    const rows = await t.database.db.select().from(eventLog).where(inArray(eventLog.userId, people));
    for (const row of rows) {
      expect(LIVE_EVENT_NAMES).toContain(row.type);
      const schema = liveEventSchemas[row.type as keyof typeof liveEventSchemas];
      const parsed = schema.safeParse(row.payload);
      expect(parsed.error?.issues ?? [], `${row.type}: ${JSON.stringify(row.payload)}`).toEqual([]);
    }
    expect([...new Set(rows.map((row) => row.type))].sort()).toEqual([...LIVE_EVENT_NAMES].sort());
  });
});
