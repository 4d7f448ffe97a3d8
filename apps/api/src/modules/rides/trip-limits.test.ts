// Trip limits per vehicle type (operator settings; bikes 40 km, cars 250 km by default): the fare estimate and
// the request both refuse a longer trip with a message naming the limit, and nothing is written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rides } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { createAvailableDriver, LAGOS, north, requestRideAs } from '../../test-support/rides';

let t: TestApp;
let rider: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  rider = await createTestUser(t.app, { role: 'rider', location: LAGOS });
  admin = await createTestUser(t.app, { role: null, isAdmin: true });
});
afterAll(async () => t?.close());

const ABUJA = { latitude: 9.0579, longitude: 7.4951 };
/** ~38 km of road (great-circle × 1.3) north of Lagos: inside the bike limit. */
const NEAR = north(LAGOS, 29_000);
/** ~52 km of road: over the bike limit, well inside the car limit. */
const FAR = north(LAGOS, 40_000);

const estimate = (to: { latitude: number; longitude: number }, preferredType: 'driver' | 'biker') =>
  t.app.inject({
    method: 'POST',
    url: '/api/fare-estimate',
    headers: rider.auth,
    payload: { pickupLocation: LAGOS, destinationLocation: to, preferredType },
  });

describe('trip limits', () => {
  it('quotes a bike trip inside 40 km and a car trip of 52 km', async () => {
    expect((await estimate(NEAR, 'biker')).statusCode).toBe(200);
    const car = await estimate(FAR, 'driver');
    expect(car.statusCode).toBe(200);
    expect(car.json().breakdown.distanceKm).toBeGreaterThan(40);
  });

  it('refuses a 52 km bike estimate, advising a car', async () => {
    const response = await estimate(FAR, 'biker');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Bike trips are limited to 40 km; this one is about 52 km. Choose a car for this trip.',
    );
  });

  it('refuses an okada and a car from Lagos to Abuja', async () => {
    const bike = await estimate(ABUJA, 'biker');
    expect(bike.statusCode).toBe(400);
    expect(bike.json().message).toMatch(
      /^Bike trips are limited to 40 km; this one is about \d+ km\. Choose a destination closer to your pickup\.$/,
    );
    const car = await estimate(ABUJA, 'driver');
    expect(car.statusCode).toBe(400);
    expect(car.json().message).toMatch(/^Car trips are limited to 250 km/);
  });

  it('refuses the request too, writing no ride', async () => {
    const biker = await createAvailableDriver(t.app, { role: 'biker' });
    const response = await requestRideAs(t.app, rider, biker, {
      destinationLocation: ABUJA,
      preferredType: 'biker',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Bike trips are limited to 40 km/);
    expect(await t.app.database.db.select().from(rides).where(eq(rides.riderId, rider.id))).toEqual([]);
  });

  it('follows the operator: a raised bike limit lets the trip through, and it is audited', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { tripLimitsKm: { biker: 60 } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().settings.tripLimitsKm).toEqual({ driver: 250, biker: 60 });
    expect((await estimate(FAR, 'biker')).statusCode).toBe(200);
    const biker = await createAvailableDriver(t.app, { role: 'biker' });
    const response = await requestRideAs(t.app, rider, biker, {
      destinationLocation: FAR,
      preferredType: 'biker',
    });
    expect(response.statusCode).toBe(200);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=settings.update',
      headers: admin.auth,
    });
    expect(audit.json().entries[0].details.changes.tripLimitsKm).toEqual({
      from: { driver: 250, biker: 40 },
      to: { driver: 250, biker: 60 },
    });
  });

  it('validates the limits', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { tripLimitsKm: { driver: 0 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The car trip limit must be between 1 and 2000 km.');
  });
});
