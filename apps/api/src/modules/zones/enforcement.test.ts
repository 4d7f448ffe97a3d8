// No-bikes zones in force through the real routes: nearby bikers, fare estimates and ride requests for
// bikers, the per-biker filter, the rider's alternatives, the biker's own notice — and cars unaffected.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../server';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { createAvailableDriver, north } from '../../test-support/rides';
import { adminZoneCall, squarePolygon } from '../../test-support/zones';

let t: TestApp;
let admin: TestUser;
let rider: TestUser;
let calls: ReturnType<typeof adminZoneCall>;
let zoneId: string;
let insideBiker: TestUser;
let outsideBiker: TestUser;
let insideDriver: TestUser;

/** A square zone of about 2.2 km a side; WEST and EAST lie outside it on either side. */
const CENTER = { latitude: 6.6018, longitude: 3.3515 };
const INSIDE = north(CENTER, 300);
const WEST = { latitude: CENTER.latitude, longitude: CENTER.longitude - 0.03 };
const EAST = { latitude: CENTER.latitude, longitude: CENTER.longitude + 0.03 };
const NEAR_WEST = { latitude: CENTER.latitude + 0.02, longitude: CENTER.longitude - 0.025 };

const nearby = (kind: 'bikers' | 'drivers', at: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/rider/getonline${kind}`,
    payload: { ...at, radiusInMeters: 15000 },
  });
const fare = (from: object, to: object, preferredType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/fare-estimate',
    headers: rider.auth,
    payload: { pickupLocation: from, destinationLocation: to, preferredType },
  });
const request = (from: object, to: object, driver: TestUser, preferredType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/requestride',
    headers: rider.auth,
    payload: { pickupLocation: from, destinationLocation: to, driverId: driver.id, preferredType },
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, { role: null, isAdmin: true });
  rider = await createTestUser(t.app, { role: 'rider' });
  calls = adminZoneCall(t.app, admin);
  insideBiker = await createAvailableDriver(t.app, {
    role: 'biker',
    location: north(CENTER, -200),
    name: 'Inside Bike',
  });
  outsideBiker = await createAvailableDriver(t.app, {
    role: 'biker',
    location: NEAR_WEST,
    name: 'Outside Bike',
  });
  insideDriver = await createAvailableDriver(t.app, { location: north(CENTER, 100), name: 'Inside Car' });
  const res = await calls.create({ name: 'Ikeja', geometry: squarePolygon(CENTER, 0.01) });
  zoneId = res.json().zone._id;
});
afterAll(async () => t?.close());

describe('an active no-bikes zone', () => {
  it('lists no bikers from a pickup inside it, saying why; cars are listed as before', async () => {
    const bikes = await nearby('bikers', INSIDE);
    expect(bikes.statusCode).toBe(200);
    expect(bikes.json()).toEqual({
      bikers: [],
      restriction: {
        zone: { _id: zoneId, name: 'Ikeja' },
        where: 'pickup',
        message:
          'Bikes are not allowed in Ikeja (a no-bikes zone), and your pickup point is inside it. Take a car, or meet a bike rider just outside the zone.',
      },
    });
    const cars = await nearby('drivers', INSIDE);
    expect(cars.json().drivers.map((d: { fullName: string }) => d.fullName)).toEqual(['Inside Car']);
    expect(cars.json().restriction).toBeUndefined();
    const carRider = await createTestUser(t.app, { role: 'rider' });
    const byCar = await t.app.inject({
      method: 'POST',
      url: '/api/requestride',
      headers: carRider.auth,
      payload: {
        pickupLocation: INSIDE,
        destinationLocation: EAST,
        driverId: insideDriver.id,
        preferredType: 'driver',
      },
    });
    expect(byCar.statusCode, byCar.body).toBe(200);
  });

  it('does not offer a biker who stands inside it to a pickup outside it', async () => {
    const res = await nearby('bikers', WEST);
    expect(res.json().bikers.map((b: { name: string }) => b.name)).toEqual(['Outside Bike']);
    expect(res.json().restriction).toBeUndefined();
    const refused = await request(WEST, NEAR_WEST, insideBiker, 'biker');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This bike rider is inside a no-bikes zone and cannot take requests there. Please choose another one.',
    );
  });

  it('refuses biker fares and requests whose destination is inside it, or whose line crosses it, naming it', async () => {
    const intoZone = await fare(WEST, INSIDE, 'biker');
    expect(intoZone.statusCode).toBe(422);
    expect(intoZone.json().message).toBe(
      'Bikes are not allowed in Ikeja (a no-bikes zone), and your destination is inside it. Take a car for the whole trip, or a bike rider to the edge of the zone.',
    );
    const across = await request(WEST, EAST, outsideBiker, 'biker');
    expect(across.statusCode).toBe(422);
    expect(across.json().message).toBe(
      'Bikes are not allowed in Ikeja (a no-bikes zone), and this trip would cross it. Take a car for this trip.',
    );
    const byCar = await fare(WEST, INSIDE, 'driver');
    expect(byCar.statusCode).toBe(200);
    const clear = await fare(WEST, NEAR_WEST, 'biker');
    expect(clear.statusCode).toBe(200);
  });

  it('offers the rider a biker to the nearest point outside the zone, and that trip is clear', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/zones/trip-check',
      payload: { pickupLocation: WEST, destinationLocation: INSIDE },
    });
    const { restriction, pathCheck } = res.json();
    expect(pathCheck).toBe('straight_line');
    expect(restriction).toMatchObject({ zone: { name: 'Ikeja' }, where: 'destination' });
    const alternative = restriction.bikerAlternative;
    expect(alternative.pickupLocation).toEqual(WEST);
    expect(alternative.pickupShiftMeters).toBe(0);
    // The north edge is nearest (≈ 810 m) but the line from WEST to it would cut the zone's corner; the
    // west edge (≈ 1 105 m, plus the 30 m step outside) is the nearest point reachable on a clear line.
    expect(alternative.destinationShiftMeters).toBeGreaterThan(1100);
    expect(alternative.destinationShiftMeters).toBeLessThan(1170);
    expect(alternative.destinationLocation.longitude).toBeLessThan(CENTER.longitude - 0.01);
    expect(alternative.destinationLocation.latitude).toBeCloseTo(INSIDE.latitude, 4);
    const ok = await fare(WEST, alternative.destinationLocation, 'biker');
    expect(ok.statusCode).toBe(200);
    const recheck = await t.app.inject({
      method: 'POST',
      url: '/api/zones/trip-check',
      payload: { pickupLocation: WEST, destinationLocation: alternative.destinationLocation },
    });
    expect(recheck.json().restriction).toBeNull();
  });

  it('tells a biker standing inside it, and no one else', async () => {
    const inside = await t.app.inject({
      method: 'GET',
      url: '/api/zones/my-position',
      headers: insideBiker.auth,
    });
    expect(inside.json().restriction).toMatchObject({ zone: { name: 'Ikeja' }, where: 'position' });
    expect(inside.json().restriction.message).toBe(
      'You are inside Ikeja, a no-bikes zone. You will get no ride requests while you are there.',
    );
    const outside = await t.app.inject({
      method: 'GET',
      url: '/api/zones/my-position',
      headers: outsideBiker.auth,
    });
    expect(outside.json()).toEqual({ restriction: null });
  });
});

describe('switching the zone off', () => {
  it('restores bikers, requests and fares at once, on this instance and another', async () => {
    // A second instance on the same database learns of the change from the NOTIFY.
    const other = await buildServer({
      config: t.config,
      database: t.database,
      jwtSecret: 'x'.repeat(64),
      logger: false,
    });
    await other.ready();
    try {
      expect(other.zones.current().zones.map((z) => z.name)).toEqual(['Ikeja']);
      const off = await calls.update(zoneId, { active: false });
      expect(off.json().message).toBe('Zone “Ikeja” switched off.');

      const bikes = await nearby('bikers', INSIDE);
      expect(bikes.json().restriction).toBeUndefined();
      expect(bikes.json().bikers.map((b: { name: string }) => b.name)).toContain('Inside Bike');
      expect((await fare(WEST, INSIDE, 'biker')).statusCode).toBe(200);
      const requested = await request(WEST, EAST, insideBiker, 'biker');
      expect(requested.statusCode, requested.body).toBe(200);

      await vi.waitFor(() => expect(other.zones.current().zones).toEqual([]));
      await calls.update(zoneId, { active: true });
      expect((await other.zones.fresh()).zones.map((z) => z.name)).toEqual(['Ikeja']);
    } finally {
      await other.close();
    }
  });
});
