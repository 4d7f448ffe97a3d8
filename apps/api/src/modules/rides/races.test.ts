// Correctness under real concurrency: every race is run with Promise.all. On PostgreSQL
// (TEST_DATABASE_URL) the injects run on a pool of connections and truly overlap; on PGlite they interleave.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerPostings, rides } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp } from '../../test-support/harness';
import { createAvailableDriver, LAGOS, north, requestRideAs, rideAction } from '../../test-support/rides';
import { getWalletBalanceKobo } from '../wallet/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const count = (list: number[], code: number) => list.filter((c) => c === code).length;

/** A fresh rider and driver in their own corner of the map, and a requested ride between them. */
async function freshRide(offsetKm: number) {
  const where = north(LAGOS, offsetKm * 1000);
  const driver = await createAvailableDriver(t.app, { location: where });
  const rider = await createTestUser(t.app, { role: 'rider' });
  const res = await requestRideAs(t.app, rider, driver, { pickupLocation: where });
  expect(res.statusCode).toBe(200);
  return { driver, rider, rideId: res.json().ride._id as string, where };
}

describe('races', () => {
  it('ten simultaneous accepts of one ride: exactly one wins', async () => {
    const { driver, rideId, where } = await freshRide(100);
    const others = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createAvailableDriver(t.app, { location: north(where, 200) })),
    );
    const taps = [driver, driver, driver, driver, driver, ...others];
    const results = await Promise.all(taps.map((user) => rideAction(t.app, user, 'acceptride', rideId)));
    const mine = codes(results.slice(0, 5));
    expect(count(mine, 200)).toBe(1);
    expect(count(mine, 409)).toBe(4);
    for (const code of codes(results.slice(5))) expect([403, 404]).toContain(code);
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(row).toMatchObject({ status: 'accepted', driverId: driver.id });
  });

  it('a cancel racing an accept: exactly one wins, every time', async () => {
    for (let round = 0; round < 5; round++) {
      const { driver, rider, rideId } = await freshRide(110 + round);
      const [cancel, accept] = await Promise.all([
        rideAction(t.app, rider, 'cancelrequest', rideId),
        rideAction(t.app, driver, 'acceptride', rideId),
      ]);
      expect(count(codes([cancel, accept]), 200)).toBe(1);
      const [row] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
      expect(row!.status).toBe(cancel.statusCode === 200 ? 'cancelled' : 'accepted');
    }
  });

  it('a driver never holds two active rides', async () => {
    const where = north(LAGOS, 130_000);
    const driver = await createAvailableDriver(t.app, { location: where });
    const riders = await Promise.all([1, 2, 3].map(() => createTestUser(t.app, { role: 'rider' })));
    const rideIds: string[] = [];
    for (const rider of riders) {
      const res = await requestRideAs(t.app, rider, driver, { pickupLocation: where });
      rideIds.push(res.json().ride._id);
    }
    const results = await Promise.all(rideIds.map((id) => rideAction(t.app, driver, 'acceptride', id)));
    expect(count(codes(results), 200)).toBe(1);
    expect(count(codes(results), 409)).toBe(2);
    const active = await t.database.db
      .select()
      .from(rides)
      .where(and(eq(rides.driverId, driver.id), inArray(rides.status, ['accepted', 'in_progress'])));
    expect(active).toHaveLength(1);
    // The riders left waiting were told at once instead of waiting for expiry.
    const left = await t.database.db.select().from(rides).where(inArray(rides.id, rideIds));
    expect(left.filter((r) => r.status === 'rejected')).toHaveLength(2);
  });

  it('a request racing the driver’s accept is either refused or declined, never left waiting', async () => {
    for (let round = 0; round < 4; round++) {
      const { driver, rideId, where } = await freshRide(180 + round);
      const late = await createTestUser(t.app, { role: 'rider' });
      const [accept, request] = await Promise.all([
        rideAction(t.app, driver, 'acceptride', rideId),
        requestRideAs(t.app, late, driver, { pickupLocation: where }),
      ]);
      expect(accept.statusCode).toBe(200);
      const waiting = await t.database.db
        .select()
        .from(rides)
        .where(and(eq(rides.driverId, driver.id), eq(rides.status, 'requested')));
      expect(waiting).toEqual([]);
      if (request.statusCode !== 200) expect(request.statusCode).toBe(409);
    }
  });

  it('the unique index refuses a second active ride even if the code forgot to check', async () => {
    const { driver, rideId } = await freshRide(140);
    expect((await rideAction(t.app, driver, 'acceptride', rideId)).statusCode).toBe(200);
    const rider = await createTestUser(t.app, { role: 'rider' });
    const insert = t.database.db.execute(sql`INSERT INTO rides (rider_id, driver_id, vehicle_type, status,
      pickup_latitude, pickup_longitude, pickup_name, destination_latitude, destination_longitude,
      destination_name, fare_kobo, distance_meters, duration_seconds, expires_at)
      VALUES (${rider.id}, ${driver.id}, 'driver', 'accepted', 6.5, 3.3, 'a', 6.6, 3.3, 'b', 100000, 1, 1, now())`);
    await expect(insert).rejects.toThrow();
  });

  it('a rider never has two open requests', async () => {
    const where = north(LAGOS, 150_000);
    const drivers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => createAvailableDriver(t.app, { location: where })),
    );
    const rider = await createTestUser(t.app, { role: 'rider' });
    const results = await Promise.all(
      drivers.map((driver) => requestRideAs(t.app, rider, driver, { pickupLocation: where })),
    );
    expect(count(codes(results), 200)).toBe(1);
    expect(count(codes(results), 409)).toBe(4);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toMatch(/already have an open ride request/);
    const open = await t.database.db.select().from(rides).where(eq(rides.riderId, rider.id));
    expect(open).toHaveLength(1);
  });

  it('nothing moves a ride out of a final state', async () => {
    const { driver, rider, rideId } = await freshRide(160);
    expect((await rideAction(t.app, rider, 'cancelrequest', rideId)).statusCode).toBe(200);
    const attempts = await Promise.all([
      rideAction(t.app, driver, 'acceptride', rideId),
      rideAction(t.app, driver, 'rejectride', rideId),
      rideAction(t.app, driver, 'startride', rideId),
      rideAction(t.app, driver, 'completeride', rideId),
      rideAction(t.app, driver, 'noshow', rideId),
      rideAction(t.app, rider, 'cancelrequest', rideId),
    ]);
    expect(codes(attempts)).toEqual([409, 409, 409, 409, 409, 404]);
    expect(attempts[0]!.json().message).toBe('This ride cannot be accepted: the rider cancelled it.');
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(row!.status).toBe('cancelled');
  });

  it('the commission is posted exactly once when completes race', async () => {
    const { driver, rideId } = await freshRide(170);
    await rideAction(t.app, driver, 'acceptride', rideId);
    await rideAction(t.app, driver, 'startride', rideId);
    const before = await getWalletBalanceKobo(t.database.db, driver.id);
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => rideAction(t.app, driver, 'completeride', rideId)),
    );
    expect(count(codes(results), 200)).toBe(1);
    expect(count(codes(results), 409)).toBe(4);
    const postings = await t.database.db
      .select()
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.rideId, rideId), eq(ledgerPostings.kind, 'commission')));
    expect(postings).toHaveLength(1);
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(await getWalletBalanceKobo(t.database.db, driver.id)).toBe(before - row!.commissionKobo!);
  });
});
