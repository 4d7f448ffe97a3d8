// Nearby search (spec §7 getonlinedrivers/getonlinebikers; ARCHITECTURE.md availability rules).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, setUserFields, type TestApp } from '../../test-support/harness';
import { createAvailableDriver, LAGOS, north, requestRideAs, rideAction } from '../rides/test-helpers';
import { queryRows } from './availability';
import { findNearbyDrivers, nearbyQuery } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (kind: 'drivers' | 'bikers', body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/rider/getonline${kind}`, payload: body, headers });

describe('nearby search', () => {
  it('lists only available people of the type, nearest first, with distances, within the capped radius', async () => {
    const center = north(LAGOS, 200_000); // away from other tests' drivers
    const far = await createAvailableDriver(t.app, { location: north(center, 3000), name: 'Far Driver' });
    const near = await createAvailableDriver(t.app, { location: north(center, 1000), name: 'Near Driver' });
    const biker = await createAvailableDriver(t.app, {
      role: 'biker',
      location: north(center, 500),
      name: 'Bike',
    });
    await createAvailableDriver(t.app, { location: north(center, 800), walletNaira: 100 }); // below ₦500
    await createAvailableDriver(t.app, { location: north(center, 16_000) }); // beyond 15 km
    const stale = await createTestUser(t.app, {
      role: 'driver',
      approved: true,
      location: { ...north(center, 700), seenAt: new Date(Date.now() - 6 * 60_000) },
    });
    await createTestUser(t.app, { role: 'driver', approved: false, location: north(center, 600) });
    const disabled = await createAvailableDriver(t.app, { location: north(center, 650) });
    await setUserFields(t.app, disabled.id, { disabled: true });
    void stale;

    const rider = await createTestUser(t.app, { role: 'rider' });
    const res = await search('drivers', { ...center, radiusInMeters: 50_000 }, rider.auth);
    expect(res.statusCode).toBe(200);
    const { drivers } = res.json();
    expect(drivers.map((d: { fullName: string }) => d.fullName)).toEqual(['Near Driver', 'Far Driver']);
    expect(drivers[0]).toMatchObject({ driverId: { _id: near.id }, phoneNumber: near.phoneNumber });
    expect(drivers[0].distanceMeters).toBeGreaterThan(950);
    expect(drivers[0].distanceMeters).toBeLessThan(1050);
    expect(drivers[1].driverId._id).toBe(far.id);

    const bikers = (await search('bikers', { ...center, radiusInMeters: 15_000 })).json().bikers;
    expect(bikers).toHaveLength(1);
    expect(bikers[0]).toMatchObject({ name: 'Bike', bikerId: { _id: biker.id } });
    expect(bikers[0]).not.toHaveProperty('phoneNumber'); // anonymous caller

    const small = (await search('drivers', { ...center, radiusInMeters: 2000 })).json().drivers;
    expect(small.map((d: { driverId: { _id: string } }) => d.driverId._id)).toEqual([near.id]);
  });

  it('drops a driver who holds an active ride', async () => {
    const center = north(LAGOS, 300_000);
    const driver = await createAvailableDriver(t.app, { location: north(center, 100) });
    const rider = await createTestUser(t.app, { role: 'rider' });
    const before = (await search('drivers', center)).json().drivers;
    expect(before).toHaveLength(1);
    const ride = (await requestRideAs(t.app, rider, driver, { pickupLocation: center })).json().ride;
    expect((await rideAction(t.app, driver, 'acceptride', ride._id)).statusCode).toBe(200);
    expect((await search('drivers', center)).json().drivers).toHaveLength(0);
  });

  it('widens the candidate window when the nearest positions are not available drivers', async () => {
    const center = north(LAGOS, 500_000);
    for (let i = 0; i < 6; i++)
      await createTestUser(t.app, { role: 'rider', location: north(center, 10 + i) });
    const driver = await createAvailableDriver(t.app, { location: north(center, 4000) });
    const found = await findNearbyDrivers(t.database.db, {
      point: center,
      radiusMeters: 15_000,
      vehicleType: 'driver',
      thresholdKobo: 50_000,
      firstWindow: 2,
    });
    expect(found.map((person) => person.id)).toEqual([driver.id]);
  });

  it('refuses bad coordinates with a clear 400', async () => {
    const res = await search('drivers', { latitude: 123, longitude: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/latitude/);
  });

  it('walks the GiST index nearest-first (EXPLAIN of the real query)', async () => {
    const query = nearbyQuery({
      point: LAGOS,
      radiusMeters: 15_000,
      vehicleType: 'driver',
      thresholdKobo: 50_000,
    });
    const plan = await queryRows<{ 'QUERY PLAN': string }>(t.database.db, sql`EXPLAIN ${query}`);
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    // The candidates come from an index walk ordered by distance; only the ≤ 20 found rows are sorted.
    expect(text).toMatch(
      /CTE candidates\n\s+->\s+Limit.*\n\s+->\s+Index Scan using user_locations_earth_gist/,
    );
    expect(text).toMatch(/Order By: .*<->/);
    expect(text).not.toMatch(/Seq Scan on user_locations|Bitmap Heap Scan on user_locations/);
  });
});

describe('location updates', () => {
  it('upserts the caller’s position and makes a driver searchable', async () => {
    const center = north(LAGOS, 400_000);
    const driver = await createAvailableDriver(t.app, { location: north(center, 30_000) });
    expect((await search('drivers', center)).json().drivers).toHaveLength(0);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/rider/updatelocation',
      headers: driver.auth,
      payload: north(center, 50),
    });
    expect(res.statusCode).toBe(200);
    expect((await search('drivers', center)).json().drivers[0].driverId._id).toBe(driver.id);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/rider/updatelocation',
      payload: center,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
