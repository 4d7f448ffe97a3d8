// "How we will check": two drivers and a rider through the HTTP API — nearby, fare, request,
// incoming, accept (phone revealed), start, complete, commission, history, notifications, events.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLog, ledgerPostings, rideEvents, rides } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import {
  createAvailableDriver,
  LAGOS,
  north,
  requestRideAs,
  rideAction,
  TRIP,
} from '../../test-support/rides';
import { getWalletBalanceKobo } from '../wallet/ledger';

let t: TestApp;
let rider: TestUser;
let driverA: TestUser;
let driverB: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  driverA = await createAvailableDriver(t.app, { location: north(LAGOS, 300), name: 'Ade Driver' });
  driverB = await createAvailableDriver(t.app, { location: north(LAGOS, 2000), name: 'Bola Driver' });
  await createAvailableDriver(t.app, { location: north(LAGOS, 100), walletNaira: 0, name: 'Broke Driver' });
  rider = await createTestUser(t.app, { role: 'rider', name: 'Chidi Rider' });
  stranger = await createTestUser(t.app, { role: 'rider' });
});
afterAll(() => t.close());

const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.auth });

describe('a ride from request to completion', () => {
  let rideId: string;

  it('lists the two available drivers, nearest first', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rider/getonlinedrivers',
      headers: rider.auth,
      payload: { ...LAGOS, radiusInMeters: 15_000 },
    });
    expect(res.json().drivers.map((d: { fullName: string }) => d.fullName)).toEqual([
      'Ade Driver',
      'Bola Driver',
    ]);
  });

  it('quotes a fare from the tariff: 5 km × 1.3 at 20 km/h, rounded to ₦50', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fare-estimate',
      headers: rider.auth,
      payload: { ...TRIP, preferredType: 'driver' },
    });
    expect(res.statusCode).toBe(200);
    // 500 + 150 × 6.5 km + 20 × 19.5 min = 1865 → ₦1850
    expect(res.json()).toEqual({
      fare: 1850,
      breakdown: { distanceKm: 6.5, minutes: 20, base: 500, perKm: 150, perMinute: 20, minimum: 1000 },
    });
  });

  it('sends the request to the chosen driver only', async () => {
    const res = await requestRideAs(t.app, rider, driverA);
    expect(res.statusCode).toBe(200);
    const { ride } = res.json();
    expect(ride).toMatchObject({ status: 'requested', fare: 1850, driverId: driverA.id, notes: 'Gate 2' });
    expect(ride.pickupLocationName).toEqual(expect.any(String));
    expect(ride.pickupLocationName.length).toBeGreaterThan(0);
    rideId = ride._id;

    const incoming = (await get('/api/incoming-rides', driverA)).json().incomingRequests;
    expect(incoming).toHaveLength(1);
    expect(incoming[0]).toMatchObject({
      rideRequestId: rideId,
      rider: { name: 'Chidi Rider', phoneNumber: rider.phoneNumber },
      fare: 1850,
      commission: 185,
      notes: 'Gate 2',
      pickupLocation: TRIP.pickupLocation,
    });
    expect((await get('/api/incoming-rides', driverB)).json().incomingRequests).toEqual([]);
  });

  it('shows the status to the ride’s two parties only, without the phone before acceptance', async () => {
    const status = await get(`/api/status/${rideId}`, rider);
    expect(status.json()).toMatchObject({ status: 'requested', rideId });
    expect(status.json()).not.toHaveProperty('driverPhoneNumber');
    expect((await get(`/api/status/${rideId}`, driverA)).statusCode).toBe(200);
    expect((await get(`/api/status/${rideId}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/status/${rideId}`, driverB)).statusCode).toBe(404);
    expect((await get('/api/status/not-a-uuid', rider)).statusCode).toBe(404);
  });

  it('lets only the addressed driver accept, then reveals the phone', async () => {
    expect((await rideAction(t.app, driverB, 'acceptride', rideId)).statusCode).toBe(404);
    expect((await rideAction(t.app, rider, 'acceptride', rideId)).statusCode).toBe(403);
    const accepted = await rideAction(t.app, driverA, 'acceptride', rideId);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: 'Ride accepted!', ride: { _id: rideId, status: 'accepted' } });
    const status = (await get(`/api/status/${rideId}`, rider)).json();
    expect(status).toMatchObject({
      status: 'accepted',
      driverPhoneNumber: driverA.phoneNumber,
      driverName: 'Ade Driver',
    });
    expect(status.driverLocation.latitude).toBeCloseTo(north(LAGOS, 300).latitude, 6);
  });

  it('shows the driver position the live index holds, not the table row (which lags by a batch)', async () => {
    // Straight into this instance's index, as a position from another instance's batch would arrive; the
    // table keeps the old row, so the answer can only come from the index.
    const moved = north(LAGOS, 250);
    expect(t.app.dispatch.index.move(driverA.id, moved.latitude, moved.longitude, Date.now() + 1000)).toBe(
      true,
    );
    const status = (await get(`/api/status/${rideId}`, rider)).json();
    expect(status.driverLocation).toEqual(moved);
  });

  it('no longer offers the busy driver, and the rider can no longer cancel', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/rider/getonlinedrivers', payload: LAGOS });
    expect(res.json().drivers.map((d: { fullName: string }) => d.fullName)).toEqual(['Bola Driver']);
    const cancel = await rideAction(t.app, rider, 'cancelrequest', rideId);
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().message).toBe('Ride not found or already cancelled');
  });

  it('starts and completes; the commission is debited once in the same transaction', async () => {
    expect((await rideAction(t.app, driverA, 'completeride', rideId)).statusCode).toBe(409); // not started
    expect((await rideAction(t.app, driverA, 'startride', rideId)).json().ride.status).toBe('in_progress');
    const before = await getWalletBalanceKobo(t.database.db, driverA.id);
    const done = await rideAction(t.app, driverA, 'completeride', rideId);
    expect(done.json()).toEqual({ message: 'Ride Completed!', ride: { _id: rideId, status: 'completed' } });
    expect(await getWalletBalanceKobo(t.database.db, driverA.id)).toBe(before - 18_500);
    const [row] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(row!.commissionKobo).toBe(18_500);
    const again = await rideAction(t.app, driverA, 'completeride', rideId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This ride cannot be completed: it is already completed.');
    const postings = await t.database.db
      .select()
      .from(ledgerPostings)
      .where(and(eq(ledgerPostings.rideId, rideId), eq(ledgerPostings.kind, 'commission')));
    expect(postings).toHaveLength(1);
    expect((await get(`/api/status/${rideId}`, rider)).json().status).toBe('completed');
  });

  it('records every transition and tells the other party', async () => {
    const events = await t.database.db.select().from(rideEvents).where(eq(rideEvents.rideId, rideId));
    expect(events.map((e) => e.toStatus)).toEqual(['requested', 'accepted', 'in_progress', 'completed']);
    const riderNotes = (await get('/api/notifications', rider))
      .json()
      .notifications.map((n: { message: string }) => n.message);
    expect(riderNotes).toEqual(
      expect.arrayContaining([
        'Ade Driver accepted your ride request.',
        'Your ride with Ade Driver has started.',
        'Your ride with Ade Driver is complete. Thank you for riding with us.',
      ]),
    );
    const driverNotes = (await get('/api/notifications', driverA))
      .json()
      .notifications.map((n: { message: string }) => n.message);
    // Newest first: the commission taken at completion, after the request that started it all.
    expect(driverNotes[0]).toBe('A commission of ₦185.00 was taken from your wallet for your ride.');
    expect(driverNotes.at(-1)).toMatch(/^New ride request from Chidi Rider/);
    const riderEvents = await t.database.db.select().from(eventLog).where(eq(eventLog.userId, rider.id));
    const statuses = riderEvents
      .filter((e) => e.type === 'ride.status')
      .map((e) => (e.payload as { status: string }).status);
    expect(statuses).toEqual(['requested', 'accepted', 'in_progress', 'completed']);
    const driverEvents = await t.database.db.select().from(eventLog).where(eq(eventLog.userId, driverA.id));
    expect(driverEvents.map((e) => e.type)).toEqual(
      expect.arrayContaining(['ride.incoming', 'ride.status', 'wallet.balance']),
    );
  });

  it('shows history with names; commission only to the driver', async () => {
    const riderHistory = (await get('/api/ridehistory?role=rider', rider)).json().rides;
    expect(riderHistory[0]).toMatchObject({
      _id: rideId,
      status: 'completed',
      driver: { name: 'Ade Driver' },
      notes: 'Gate 2',
    });
    expect(riderHistory[0]).not.toHaveProperty('commission');
    const driverHistory = (await get('/api/ridehistory?role=driver', driverA)).json().rides;
    expect(driverHistory[0]).toMatchObject({ _id: rideId, commission: 185, rider: { name: 'Chidi Rider' } });
    const noRole = await get('/api/ridehistory', rider);
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().message).toBe('User role not found.');
    expect((await get('/api/ridehistory?role=rider', stranger)).json().rides).toEqual([]);
  });
});
