// GET /api/rider/current-ride: the rider's open ride from the server, so a second device and every page can
// show it; it follows the ride through accept and completion and is never another rider's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { createAvailableDriver, LAGOS, north, requestRideAs, rideAction } from '../../test-support/rides';

let t: TestApp;
let rider: TestUser;
let other: TestUser;
let driver: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  driver = await createAvailableDriver(t.app, { location: north(LAGOS, 300), name: 'Ade Driver' });
  rider = await createTestUser(t.app, { role: 'rider', name: 'Chidi Rider' });
  other = await createTestUser(t.app, { role: 'rider' });
});
afterAll(() => t.close());

const currentRide = async (user: TestUser) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/rider/current-ride', headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json().ride;
};

describe('GET /api/rider/current-ride', () => {
  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/rider/current-ride' });
    expect(res.statusCode).toBe(401);
  });

  it('is null before any request', async () => {
    expect(await currentRide(rider)).toBeNull();
  });

  it('follows the ride: requested (no phone yet), accepted (phone), in progress, then null once completed', async () => {
    const requested = await requestRideAs(t.app, rider, driver);
    const rideId = requested.json().ride._id as string;

    const waiting = await currentRide(rider);
    expect(waiting).toMatchObject({
      _id: rideId,
      status: 'requested',
      driverId: driver.id,
      driverName: 'Ade Driver',
      preferredType: 'driver',
      notes: 'Gate 2',
    });
    expect(waiting.driverPhoneNumber).toBeUndefined();
    expect(await currentRide(other)).toBeNull();

    expect((await rideAction(t.app, driver, 'acceptride', rideId)).statusCode).toBe(200);
    const accepted = await currentRide(rider);
    expect(accepted.status).toBe('accepted');
    expect(accepted.driverPhoneNumber).toBe(driver.phoneNumber);
    expect(accepted.driverLocation).toEqual({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });

    expect((await rideAction(t.app, driver, 'startride', rideId)).statusCode).toBe(200);
    expect((await currentRide(rider)).status).toBe('in_progress');

    expect((await rideAction(t.app, driver, 'completeride', rideId)).statusCode).toBe(200);
    expect(await currentRide(rider)).toBeNull();
  });

  it('is null again after the rider cancels', async () => {
    const requested = await requestRideAs(t.app, rider, driver);
    const rideId = requested.json().ride._id as string;
    expect((await currentRide(rider))._id).toBe(rideId);
    expect((await rideAction(t.app, rider, 'cancelrequest', rideId)).statusCode).toBe(200);
    expect(await currentRide(rider)).toBeNull();
  });
});
