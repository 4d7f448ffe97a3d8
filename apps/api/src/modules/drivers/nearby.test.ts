// Nearby search.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  creditTestWallet,
  setUserFields,
  type TestApp,
} from '../../test-support/harness';
import { createAvailableDriver, LAGOS, north, requestRideAs, rideAction } from '../../test-support/rides';
import { queryRows } from './availability';
import { findNearbyDrivers, nearbyQuery } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Biker = { bikerId: { _id: string } };

/** Bulk users of one role, positioned `offset` + 1…count m north of `at`; the triggers set searchable_as. */
async function insertPositions(
  at: { latitude: number; longitude: number },
  count: number,
  role: string,
  offset = 0,
) {
  const tag = `bulk${Math.random().toString(36).slice(2, 8)}`;
  await t.database.db.execute(sql`
    WITH made AS (
      INSERT INTO users (name, username, email, phone_number, password_hash, preferred_type, approved)
      SELECT ${tag} || g, ${tag} || g, ${tag} || g || '@example.com', ${tag} || g, 'x',
        ${role}, true
      FROM generate_series(1, ${count}) g RETURNING id, username)
    INSERT INTO user_locations (user_id, latitude, longitude)
    SELECT id, ${at.latitude}::float8 + (${offset} + (substr(username, ${tag.length + 1})::int % 2000)) / 111320.0,
      ${at.longitude}::float8
    FROM made`);
}

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
    const trip = { pickupLocation: center, destinationLocation: north(center, 5000) }; // within trip limits
    const ride = (await requestRideAs(t.app, rider, driver, trip)).json().ride;
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

  it('keeps riders out of the candidate window: 300 riders nearer than a biker do not hide them', async () => {
    const center = north(LAGOS, 600_000);
    await insertPositions(center, 300, 'rider', 10);
    const biker = await createAvailableDriver(t.app, { role: 'biker', location: north(center, 3500) });
    const input = {
      point: center,
      radiusMeters: 15_000,
      vehicleType: 'biker' as const,
      thresholdKobo: 50_000,
    };
    // One round of the first window (256 < 300 riders) already reaches the biker.
    const rows = await queryRows<{ id: string | null }>(t.database.db, nearbyQuery(input, 256));
    expect(rows.map((row) => row.id)).toEqual([biker.id]);
  });

  it('makes an existing position searchable when the user becomes a biker, and not when they stop', async () => {
    const center = north(LAGOS, 700_000);
    const user = await createTestUser(t.app, { role: 'rider', location: north(center, 200) });
    await creditTestWallet(t.app, user.id, 2000);
    const bikers = async () =>
      (await search('bikers', center)).json().bikers.map((b: Biker) => b.bikerId._id);
    expect(await bikers()).toEqual([]);
    await setUserFields(t.app, user.id, { preferredType: 'biker', approved: true }); // users table only
    expect(await bikers()).toEqual([user.id]);
    await setUserFields(t.app, user.id, { preferredType: 'rider' });
    expect(await bikers()).toEqual([]);
  });

  it('refuses bad coordinates with a clear 400', async () => {
    const res = await search('drivers', { latitude: 123, longitude: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/latitude/);
  });

  it('walks the partial GiST index of the type nearest-first (EXPLAIN of the real query)', async () => {
    const query = nearbyQuery({
      point: LAGOS,
      radiusMeters: 15_000,
      vehicleType: 'driver',
      thresholdKobo: 50_000,
    });
    // The test tables hold a handful of drivers, so sorting them all is cheapest; with sorting ruled out the
    // plan must be the ordered walk of the partial index, i.e. `searchable_as = $1` (a bind parameter)
    // matches its predicate. At city scale the planner picks this walk by itself (bench/nearby.ts checks).
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${query}`);
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    // The candidates come from an index walk ordered by distance; only the ≤ 20 found rows are sorted.
    expect(text).toMatch(
      /CTE candidates\n\s+->\s+Limit.*\n\s+->\s+Index Scan using user_locations_driver_gist/,
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
