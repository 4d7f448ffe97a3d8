// Callers without a token see drivers' positions rounded to 3 decimals (about 110 m) and distances to 100 m;
// signed-in riders see them exactly (docs/decisions/105).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../test-support/harness';
import { createAvailableDriver, LAGOS, north } from '../../test-support/rides';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rider/getonlinedrivers',
    payload: { ...north(LAGOS, 400_000), radiusInMeters: 15_000 },
    headers,
  });

describe('nearby search without a token', () => {
  it('rounds positions and distances; with a token they are exact', async () => {
    const spot = north(LAGOS, 400_000);
    const exact = { longitude: Number((spot.longitude + 0.001654).toFixed(6)) };
    const driver = await createAvailableDriver(t.app, {
      location: { latitude: spot.latitude + 0.004321, longitude: exact.longitude },
    });
    const rider = await createTestUser(t.app, { role: 'rider' });
    const signedIn = (await search(rider.auth))
      .json()
      .drivers.find((d: { driverId: { _id: string } }) => d.driverId._id === driver.id);
    const anonymous = (await search())
      .json()
      .drivers.find((d: { driverId: { _id: string } }) => d.driverId._id === driver.id);
    expect(signedIn.longitude).toBe(exact.longitude);
    expect(anonymous.longitude).toBe(Number(exact.longitude.toFixed(3)));
    expect(anonymous.longitude).not.toBe(exact.longitude);
    expect(anonymous.latitude).toBe(Number(signedIn.latitude.toFixed(3)));
    expect(anonymous.distanceMeters % 100).toBe(0);
    expect(Math.abs(anonymous.distanceMeters - signedIn.distanceMeters)).toBeLessThanOrEqual(50);
    expect(anonymous).not.toHaveProperty('phoneNumber');
  });
});
