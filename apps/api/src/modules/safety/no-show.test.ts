// No-show protection: only after the operator's wait and from within 300 m of the pickup; past the limit the
// rider is put up for an operator's review instead of being disabled.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rides, settings, userLocations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test-support/harness';
import { north, rideAction } from '../../test-support/rides';
import { acceptedRide, setSetting, statusOf } from '../../test-support/safety';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const acceptedMinutesAgo = (rideId: string, minutes: number) =>
  t.database.db
    .update(rides)
    .set({ acceptedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(rides.id, rideId));

describe('no-show protection', () => {
  it('refuses a report straight after accepting, with how long is left', async () => {
    const { biker, rideId } = await acceptedRide(t.app);
    const res = await rideAction(t.app, biker, 'noshow', rideId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /5 min after accepting \(4 min \d+ s more\)|5 min after accepting \(5 min more\)/,
    );
    const view = await statusOf(t.app, biker, rideId);
    const at = new Date(view.noShowAllowedAt).getTime();
    expect(at - Date.now()).toBeGreaterThan(4 * 60_000);
  });

  it('refuses a report from far from the pickup, even after the wait', async () => {
    const { biker, rideId, pickup } = await acceptedRide(t.app);
    await acceptedMinutesAgo(rideId, 6);
    await t.database.db
      .update(userLocations)
      .set(north(pickup, 1200))
      .where(eq(userLocations.userId, biker.id));
    const far = await rideAction(t.app, biker, 'noshow', rideId);
    expect(far.statusCode).toBe(409);
    expect(far.json().message).toMatch(/you are 1\.2 km away.*within 300 m/);
    await t.database.db.delete(userLocations).where(eq(userLocations.userId, biker.id));
    expect((await rideAction(t.app, biker, 'noshow', rideId)).json().message).toMatch(/Turn on location/);
    await t.database.db.insert(userLocations).values({ userId: biker.id, ...north(pickup, 250) });
    const ok = await rideAction(t.app, biker, 'noshow', rideId);
    expect(ok.statusCode).toBe(200);
  });

  it('follows the operator’s wait', async () => {
    await setSetting(t.app, 'noShowWaitS', 120);
    try {
      const { biker, rideId } = await acceptedRide(t.app);
      expect((await rideAction(t.app, biker, 'noshow', rideId)).json().message).toMatch(
        /2 min after accepting/,
      );
      await acceptedMinutesAgo(rideId, 2);
      expect((await rideAction(t.app, biker, 'noshow', rideId)).statusCode).toBe(200);
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'noShowWaitS'));
    }
  });
});
