// "Book the nearest": batches nearest-first, first accept wins, cancel, nobody found, expiry.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchOffers, rides } from '../../db/schema';
import { advanceDispatchesNow, bookNearestAs, endBatchNow, incomingIds } from '../../test-support/booking';
import { createTestApp, createTestUser, type TestApp } from '../../test-support/harness';
import { createAvailableDriver, LAGOS, north, rideAction } from '../../test-support/rides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DISPATCH_BATCH_SIZE: '1' });
});
afterAll(() => t.close());

const progress = async (rider: { auth: { authorization: string } }, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/book-nearest/${id}`, headers: rider.auth })).json()
    .dispatch;

async function threeBikers(km: number) {
  const where = north(LAGOS, km * 1000);
  const bikers = [];
  for (const meters of [300, 900, 2500])
    bikers.push(await createAvailableDriver(t.app, { role: 'biker', location: north(where, meters) }));
  return { where, bikers };
}

describe('book the nearest', () => {
  it('offers the request nearest-first, one batch at a time, and keeps earlier offers open', async () => {
    const { where, bikers } = await threeBikers(1000);
    const rider = await createTestUser(t.app, { role: 'rider' });
    const res = await bookNearestAs(t.app, rider, where);
    expect(res.statusCode).toBe(200);
    const { rideId, status, batch, asked } = res.json().dispatch;
    expect({ status, batch, asked }).toEqual({ status: 'searching', batch: 1, asked: 1 });
    expect(await incomingIds(t.app, bikers[0]!)).toEqual([rideId]);
    expect(await incomingIds(t.app, bikers[1]!)).toEqual([]);

    await endBatchNow(t.app, rideId);
    await advanceDispatchesNow(t.app);
    expect(await progress(rider, rideId)).toMatchObject({ batch: 2, asked: 2 });
    expect(await incomingIds(t.app, bikers[0]!)).toEqual([rideId]);
    expect(await incomingIds(t.app, bikers[1]!)).toEqual([rideId]);
    expect(await incomingIds(t.app, bikers[2]!)).toEqual([]);

    // The rider's status call speaks of the search as a waiting request.
    const status1 = await t.app.inject({ method: 'GET', url: `/api/status/${rideId}`, headers: rider.auth });
    expect(status1.json()).toMatchObject({ status: 'requested', rideId });
  });

  it('two bikers accepting at once: exactly one wins, the ride carries the request id, the other is told', async () => {
    for (let round = 0; round < 3; round++) {
      const { where, bikers } = await threeBikers(1100 + round * 20);
      const rider = await createTestUser(t.app, { role: 'rider' });
      const rideId = (await bookNearestAs(t.app, rider, where)).json().dispatch.rideId;
      await endBatchNow(t.app, rideId);
      await advanceDispatchesNow(t.app);
      const [a, b] = await Promise.all([
        rideAction(t.app, bikers[0]!, 'acceptride', rideId),
        rideAction(t.app, bikers[1]!, 'acceptride', rideId),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 200 ? b : a;
      expect(loser.json().message).toBe('Another driver accepted this request first.');
      const winner = a.statusCode === 200 ? bikers[0]! : bikers[1]!;
      const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
      expect(ride).toMatchObject({ status: 'accepted', driverId: winner.id, riderId: rider.id });
      const offers = await t.database.db
        .select()
        .from(dispatchOffers)
        .where(eq(dispatchOffers.dispatchId, rideId));
      expect(offers.map((o) => o.status).sort()).toEqual(['closed', 'won']);
      expect(await progress(rider, rideId)).toMatchObject({ status: 'matched' });
      const status = await t.app.inject({ method: 'GET', url: `/api/status/${rideId}`, headers: rider.auth });
      expect(status.json()).toMatchObject({ status: 'accepted', driverPhoneNumber: winner.phoneNumber });
    }
  });

  it('a biker offered two searches and a request, accepting all at once, holds exactly one ride', async () => {
    const where = north(LAGOS, 1200_000);
    const biker = await createAvailableDriver(t.app, { role: 'biker', location: where });
    const riders = await Promise.all([1, 2, 3].map(() => createTestUser(t.app, { role: 'rider' })));
    const ids = [
      (await bookNearestAs(t.app, riders[0]!, where)).json().dispatch.rideId,
      (await bookNearestAs(t.app, riders[1]!, where)).json().dispatch.rideId,
    ];
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/requestride',
      headers: riders[2]!.auth,
      payload: {
        pickupLocation: where,
        destinationLocation: north(where, 2000),
        driverId: biker.id,
        preferredType: 'biker',
      },
    });
    ids.push(direct.json().ride._id);
    const results = await Promise.all(ids.map((id) => rideAction(t.app, biker, 'acceptride', id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const active = await t.database.db.execute(
      sql`SELECT id FROM rides WHERE driver_id = ${biker.id} AND status IN ('accepted', 'in_progress')`,
    );
    expect((active as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('a cancel racing an accept: exactly one wins; the drivers see the offer vanish', async () => {
    for (let round = 0; round < 3; round++) {
      const { where, bikers } = await threeBikers(1300 + round * 20);
      const rider = await createTestUser(t.app, { role: 'rider' });
      const rideId = (await bookNearestAs(t.app, rider, where)).json().dispatch.rideId;
      const [cancel, accept] = await Promise.all([
        rideAction(t.app, rider, 'cancelrequest', rideId),
        rideAction(t.app, bikers[0]!, 'acceptride', rideId),
      ]);
      expect([cancel.statusCode, accept.statusCode].filter((c) => c === 200)).toHaveLength(1);
      expect(await incomingIds(t.app, bikers[0]!)).toEqual([]);
    }
  });

  it('declines move the request on at once; when nobody is left the rider gets a clear message', async () => {
    const { where, bikers } = await threeBikers(1400);
    const rider = await createTestUser(t.app, { role: 'rider' });
    const rideId = (await bookNearestAs(t.app, rider, where)).json().dispatch.rideId;
    for (const biker of bikers) {
      expect((await rideAction(t.app, biker, 'rejectride', rideId)).statusCode).toBe(200);
      await advanceDispatchesNow(t.app); // due at once: no open offer is left
    }
    const view = await progress(rider, rideId);
    expect(view).toMatchObject({ status: 'unmatched', asked: 3, batch: 3 });
    expect(view.message).toMatch(/No one nearby accepted/);
    const status = await t.app.inject({ method: 'GET', url: `/api/status/${rideId}`, headers: rider.auth });
    expect(status.json().status).toBe('expired');
  });

  it('with no driver of the type nearby it ends at once, and an expired search ends as unmatched', async () => {
    const rider = await createTestUser(t.app, { role: 'rider' });
    const empty = await bookNearestAs(t.app, rider, north(LAGOS, 1500_000));
    expect(empty.json().dispatch).toMatchObject({ status: 'unmatched', asked: 0 });
    expect(empty.json().dispatch.message).toMatch(/No available drivers/);

    const { where } = await threeBikers(1600);
    const rideId = (await bookNearestAs(t.app, rider, where)).json().dispatch.rideId;
    await t.database.db.execute(
      sql`UPDATE ride_dispatches SET expires_at = now(), batch_ends_at = now() WHERE id = ${rideId}`,
    );
    await advanceDispatchesNow(t.app);
    expect(await progress(rider, rideId)).toMatchObject({ status: 'unmatched' });
  });

  it('several job runs at once send each batch once (as several instances would)', async () => {
    const { where } = await threeBikers(1700);
    const rider = await createTestUser(t.app, { role: 'rider' });
    const rideId = (await bookNearestAs(t.app, rider, where)).json().dispatch.rideId;
    await endBatchNow(t.app, rideId);
    await Promise.all([
      advanceDispatchesNow(t.app),
      advanceDispatchesNow(t.app),
      advanceDispatchesNow(t.app),
    ]);
    expect(await progress(rider, rideId)).toMatchObject({ batch: 2, asked: 2 });
  });

  it('refuses a second open request, drivers, and bad input', async () => {
    const { where } = await threeBikers(1800);
    const rider = await createTestUser(t.app, { role: 'rider' });
    expect((await bookNearestAs(t.app, rider, where)).statusCode).toBe(200);
    const again = await bookNearestAs(t.app, rider, where);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already have an open ride request/);
    const driver = await createAvailableDriver(t.app, { role: 'biker', location: where });
    expect((await bookNearestAs(t.app, driver, where)).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/book-nearest',
      headers: rider.auth,
      payload: { pickupLocation: where, preferredType: 'boat' },
    });
    expect(bad.statusCode).toBe(400);
    const other = await createTestUser(t.app, { role: 'rider' });
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/book-nearest/${again.json().message ? await progressId(rider) : ''}`,
      headers: other.auth,
    });
    expect(stranger.statusCode).toBe(404);
  });
});

async function progressId(rider: { id: string }): Promise<string> {
  const rows = await t.database.db.execute(sql`SELECT id FROM ride_dispatches WHERE rider_id = ${rider.id}`);
  return (rows as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

describe('book the nearest: trip limits', () => {
  it('refuses a bike trip beyond the operator’s limit with the limit in the message', async () => {
    const rider = await createTestUser(t.app, { role: 'rider' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/book-nearest',
      headers: rider.auth,
      payload: { pickupLocation: LAGOS, destinationLocation: north(LAGOS, 60_000), preferredType: 'biker' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toMatch(/40 km/);
  });
});
