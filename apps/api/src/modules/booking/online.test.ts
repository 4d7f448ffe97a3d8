// The drivers' online switch: offline drivers are never listed nor offered; going offline declines.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchOffers, rides } from '../../db/schema';
import { bookNearestAs, incomingIds } from '../../test-support/booking';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { createAvailableDriver, LAGOS, north, requestRideAs } from '../../test-support/rides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setOnline = (user: TestUser, online: boolean) =>
  t.app.inject({ method: 'PUT', url: '/api/driver/online', headers: user.auth, payload: { online } });
const bikersNear = async (point: { latitude: number; longitude: number }) =>
  (await t.app.inject({ method: 'POST', url: '/api/rider/getonlinebikers', payload: point }))
    .json()
    .bikers.map((b: { bikerId: { _id: string } }) => b.bikerId._id);

describe('online switch', () => {
  it('an offline biker is never listed, requested, nor offered; back online they are', async () => {
    const where = north(LAGOS, 3000_000);
    const offline = await createAvailableDriver(t.app, { role: 'biker', location: north(where, 100) });
    const online = await createAvailableDriver(t.app, { role: 'biker', location: north(where, 2000) });
    expect((await setOnline(offline, false)).json()).toEqual({ online: false, declined: 0 });
    const status = await t.app.inject({ method: 'GET', url: '/api/driver/online', headers: offline.auth });
    expect(status.json().online).toBe(false);
    expect(await bikersNear(where)).toEqual([online.id]);

    const rider = await createTestUser(t.app, { role: 'rider' });
    const direct = await requestRideAs(t.app, rider, offline, {
      pickupLocation: where,
      preferredType: 'biker',
    });
    expect(direct.statusCode).toBe(409);
    const search = await bookNearestAs(t.app, rider, where);
    expect(search.json().dispatch).toMatchObject({ status: 'searching', asked: 1 });
    expect(await incomingIds(t.app, offline)).toEqual([]);
    expect(await incomingIds(t.app, online)).toEqual([search.json().dispatch.rideId]);

    await setOnline(offline, true);
    expect(await bikersNear(where)).toEqual([offline.id, online.id]);
  });

  it('going offline declines the waiting request and the open offer, and the rider is told', async () => {
    const where = north(LAGOS, 3100_000);
    const biker = await createAvailableDriver(t.app, { role: 'biker', location: where });
    const [first, second] = await Promise.all([1, 2].map(() => createTestUser(t.app, { role: 'rider' })));
    const ride = await requestRideAs(t.app, first!, biker, { pickupLocation: where, preferredType: 'biker' });
    const rideId = ride.json().ride._id;
    const searchId = (await bookNearestAs(t.app, second!, where)).json().dispatch.rideId;
    expect((await incomingIds(t.app, biker)).sort()).toEqual([rideId, searchId].sort());

    expect((await setOnline(biker, false)).json()).toEqual({ online: false, declined: 2 });
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(row!.status).toBe('rejected');
    const [offer] = await t.database.db
      .select()
      .from(dispatchOffers)
      .where(eq(dispatchOffers.dispatchId, searchId));
    expect(offer!.status).toBe('declined');
    const notes = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: first!.auth });
    expect(JSON.stringify(notes.json())).toContain(
      'Your bike rider went offline. Please choose another bike rider.',
    );
  });

  it('only drivers and bikers have the switch', async () => {
    const rider = await createTestUser(t.app, { role: 'rider' });
    expect((await setOnline(rider, false)).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/driver/online',
      headers: rider.auth,
      payload: { online: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
