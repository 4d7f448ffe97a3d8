// The other ways a ride ends, and the refusals: cancel, decline, expiry, no-show, unavailable
// drivers, open requests, low wallets, wrong roles.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rides, settings, users } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { createAvailableDriver, LAGOS, north, requestRideAs, rideAction } from '../../test-support/rides';
import { expireRides } from './expire-rides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let corner = 0;
async function freshRide() {
  corner += 1;
  const where = north(LAGOS, corner * 40_000);
  const driver = await createAvailableDriver(t.app, { location: where, name: `Driver ${corner}` });
  const rider = await createTestUser(t.app, { role: 'rider' });
  const res = await requestRideAs(t.app, rider, driver, { pickupLocation: where });
  expect(res.statusCode).toBe(200);
  return { driver, rider, rideId: res.json().ride._id as string, where };
}

const notifications = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/notifications', headers: user.auth })).json().notifications as {
    message: string;
  }[];
const statusOf = async (rideId: string) =>
  (await t.database.db.select({ status: rides.status }).from(rides).where(eq(rides.id, rideId)))[0]!.status;

describe('ending a request', () => {
  it('the rider cancels while requested; the driver is told; a second cancel is 404', async () => {
    const { driver, rider, rideId } = await freshRide();
    const res = await rideAction(t.app, rider, 'cancelrequest', rideId);
    expect(res.json()).toEqual({
      message: 'Ride request cancelled',
      ride: { _id: rideId, status: 'cancelled' },
    });
    expect((await notifications(driver))[0]!.message).toMatch(/cancelled the ride request/);
    const again = await rideAction(t.app, rider, 'cancelrequest', rideId);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Ride not found or already cancelled');
    expect((await rideAction(t.app, driver, 'cancelrequest', rideId)).statusCode).toBe(404);
  });

  it('the driver declines; the rider is told and may request again', async () => {
    const { driver, rider, rideId, where } = await freshRide();
    expect((await rideAction(t.app, driver, 'rejectride', rideId)).json().message).toBe('Ride declined!');
    expect((await notifications(rider))[0]!.message).toBe(`Driver ${corner} declined your ride request.`);
    const retry = await requestRideAs(t.app, rider, driver, { pickupLocation: where });
    expect(retry.statusCode).toBe(200);
  });

  it('an unanswered request expires, the rider is told, and it can no longer be accepted', async () => {
    const { driver, rider, rideId } = await freshRide();
    await t.database.db
      .update(rides)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(rides.id, rideId));
    // Before the job runs, accept already refuses an expired request.
    const late = await rideAction(t.app, driver, 'acceptride', rideId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This ride request has expired.');
    const incoming = await t.app.inject({ url: '/api/incoming-rides', headers: driver.auth });
    expect(incoming.json().incomingRequests).toEqual([]);
    expect(await expireRides(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(rideId)).toBe('expired');
    expect((await notifications(rider))[0]!.message).toMatch(/^Your ride request expired/);
    expect(await expireRides(t.database.db)).toBe(0);
  });

  it('uses the configured timeout for expires_at', async () => {
    const { rideId } = await freshRide();
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    const seconds = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
    expect(seconds).toBeGreaterThan(118);
    expect(seconds).toBeLessThan(122);
  });
});

describe('no-shows (spec Terms: more than two disables the rider, once an operator confirms)', () => {
  it('counts no-shows and puts the rider up for review at the third', async () => {
    // The wait after acceptance is an operator setting (safety/no-show.test.ts covers it); none here.
    await t.database.db
      .insert(settings)
      .values({ key: 'noShowWaitS', value: 0 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 0 } });
    const rider = await createTestUser(t.app, { role: 'rider' });
    try {
      for (let round = 1; round <= 3; round++) {
        corner += 1;
        const where = north(LAGOS, corner * 40_000);
        const driver = await createAvailableDriver(t.app, { location: where });
        const ride = (await requestRideAs(t.app, rider, driver, { pickupLocation: where })).json().ride;
        expect((await rideAction(t.app, driver, 'noshow', ride._id)).statusCode).toBe(409); // not accepted yet
        await rideAction(t.app, driver, 'acceptride', ride._id);
        expect((await rideAction(t.app, driver, 'noshow', ride._id)).statusCode).toBe(200);
        const [row] = await t.database.db.select().from(users).where(eq(users.id, rider.id));
        expect({
          count: row!.noShowCount,
          disabled: row!.disabled,
          review: row!.noShowReviewSince !== null,
        }).toEqual({
          count: round,
          disabled: false,
          review: round > 2,
        });
      }
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'noShowWaitS'));
    }
    const stillIn = await t.app.inject({ url: '/api/notifications', headers: rider.auth });
    expect(stillIn.statusCode).toBe(200);
  });
});

describe('refusals', () => {
  it('refuses an unavailable, unknown or wrong-type driver', async () => {
    corner += 1;
    const where = north(LAGOS, corner * 40_000);
    const rider = await createTestUser(t.app, { role: 'rider' });
    const broke = await createAvailableDriver(t.app, { location: where, walletNaira: 100 });
    const res = await requestRideAs(t.app, rider, broke, { pickupLocation: where });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This driver is no longer available. Please choose another one.');
    const biker = await createAvailableDriver(t.app, { role: 'biker', location: where });
    expect((await requestRideAs(t.app, rider, biker, { pickupLocation: where })).statusCode).toBe(409);
    const unknown = await requestRideAs(
      t.app,
      rider,
      { ...broke, id: crypto.randomUUID() },
      { pickupLocation: where },
    );
    expect(unknown.statusCode).toBe(404);
    const far = await createAvailableDriver(t.app, { location: north(where, 20_000) });
    expect((await requestRideAs(t.app, rider, far, { pickupLocation: where })).statusCode).toBe(409);
  });

  it('refuses a second open request, and requests from drivers', async () => {
    const { rider, driver, where } = await freshRide();
    const other = await createAvailableDriver(t.app, { location: where });
    const second = await requestRideAs(t.app, rider, other, { pickupLocation: where });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already have an open ride request/);
    const asDriver = await requestRideAs(t.app, driver, other, { pickupLocation: where });
    expect(asDriver.statusCode).toBe(403);
  });

  it('refuses bad input with a message naming the field', async () => {
    const rider = await createTestUser(t.app, { role: 'rider' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/requestride',
      headers: rider.auth,
      payload: { pickupLocation: LAGOS, destinationLocation: LAGOS, driverId: 'x', preferredType: 'car' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/preferredType/);
    const fare = await t.app.inject({
      method: 'POST',
      url: '/api/fare-estimate',
      payload: { pickupLocation: LAGOS, destinationLocation: LAGOS, preferredType: 'driver' },
    });
    expect(fare.statusCode).toBe(401);
  });

  it('a driver below the threshold (raised after the request) cannot accept', async () => {
    const { driver, rideId } = await freshRide();
    await t.database.db
      .insert(settings)
      .values({ key: 'lowBalanceThresholdKobo', value: 1_000_000 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 1_000_000 } });
    try {
      const res = await rideAction(t.app, driver, 'acceptride', rideId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Your wallet balance is below ₦10000. Add funds to accept rides.');
      expect(await statusOf(rideId)).toBe('requested');
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'lowBalanceThresholdKobo'));
    }
  });
});

describe('support messages', () => {
  it('stores a message; both fields are required', async () => {
    const user = await createTestUser(t.app);
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/message', headers: user.auth, payload });
    const ok = await send({ subject: 'Lost item', message: 'I left my bag in the car.' });
    expect(ok.json()).toEqual({ message: 'Your message has been sent!' });
    const missing = await send({ subject: 'Only a subject', message: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Both fields are required');
    const long = await send({ subject: 'x'.repeat(151), message: 'hello' });
    expect(long.statusCode).toBe(400);
    const stored = await t.database.db.execute(
      sql`select subject from support_messages where user_id = ${user.id}`,
    );
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([{ subject: 'Lost item' }]);
  });
});

describe('support rate limit', () => {
  it('lets one session send ten messages in ten minutes, then answers 429', async () => {
    const user = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    const send = (who: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: '/api/message',
        headers: who.auth,
        payload: { subject: 'Hi', message: 'Hello' },
      });
    for (let i = 0; i < 10; i++) expect((await send(user)).statusCode).toBe(200);
    const limited = await send(user);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
    expect((await send(other)).statusCode).toBe(200); // same IP, another session
  });
});
