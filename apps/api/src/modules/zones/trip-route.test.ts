// The biker trip check along the road route when ROUTING_URL names an OSRM server (a stand-in on loopback
// that answers a chosen geometry), along the straight line without one or when the server fails.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { adminZoneCall, squarePolygon } from '../../test-support/zones';

/** A zone of about 2.2 km a side around CENTER. */
const CENTER = { latitude: 6.6018, longitude: 3.3515 };
const at = (north: number, east: number) => ({
  latitude: CENTER.latitude + north,
  longitude: CENTER.longitude + east,
});
/** North of the zone: the straight line between them passes clear of it. */
const NORTH_WEST = at(0.03, -0.03);
const NORTH_EAST = at(0.03, 0.03);
/** Either side of the zone: the straight line between them crosses it. */
const WEST = at(0, -0.03);
const EAST = at(0, 0.03);

const lngLat = (p: { latitude: number; longitude: number }) => [p.longitude, p.latitude];
/** What the stand-in answers: a road through the zone's middle, or around it to the north. */
let geometry: number[][] = [];
let failing = false;
const routeCalls: string[] = [];

let osrm: Server;
let routed: TestApp;
let plain: TestApp;
const riders = new Map<TestApp, TestUser>();

beforeAll(async () => {
  osrm = createServer((req, res) => {
    routeCalls.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    if (failing) {
      res.statusCode = 503;
      res.end('{}');
      return;
    }
    res.end(
      JSON.stringify({
        code: 'Ok',
        routes: [{ distance: 7000, duration: 900, geometry: { type: 'LineString', coordinates: geometry } }],
      }),
    );
  });
  await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
  const port = (osrm.address() as AddressInfo).port;
  [routed, plain] = await Promise.all([
    createTestApp({ ROUTING_URL: `http://127.0.0.1:${port}` }),
    createTestApp(),
  ]);
  for (const t of [routed, plain]) {
    const admin = await createTestUser(t.app, { role: null, isAdmin: true });
    const created = await adminZoneCall(t.app, admin).create({
      name: 'Ikeja',
      geometry: squarePolygon(CENTER, 0.01),
    });
    expect(created.statusCode).toBe(200);
    riders.set(t, await createTestUser(t.app, { role: 'rider' }));
  }
});
afterAll(async () => {
  await Promise.all([routed?.close(), plain?.close()]);
  await new Promise((resolve) => osrm.close(resolve));
});

const fare = (t: TestApp, from: object, to: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/fare-estimate',
    headers: riders.get(t)!.auth,
    payload: { pickupLocation: from, destinationLocation: to, preferredType: 'biker' },
  });
const tripCheck = (t: TestApp, from: object, to: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/zones/trip-check',
    payload: { pickupLocation: from, destinationLocation: to },
  });

describe('biker trips checked along the road route', () => {
  it('refuses a trip whose road passes through the zone although the straight line does not', async () => {
    geometry = [lngLat(NORTH_WEST), lngLat(CENTER), lngLat(NORTH_EAST)];
    routeCalls.length = 0;
    const refused = await fare(routed, NORTH_WEST, NORTH_EAST);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('this trip would cross it');
    expect(routeCalls[0]).toContain('overview=full');
    expect(routeCalls[0]).toContain('geometries=geojson');
    const check = (await tripCheck(routed, NORTH_WEST, NORTH_EAST)).json();
    expect(check).toMatchObject({ pathCheck: 'route', restriction: { where: 'path' } });
    // Without a routing server the straight line is checked, and it passes clear.
    expect((await fare(plain, NORTH_WEST, NORTH_EAST)).statusCode).toBe(200);
    expect((await tripCheck(plain, NORTH_WEST, NORTH_EAST)).json()).toEqual({
      restriction: null,
      pathCheck: 'straight_line',
    });
  });

  it('allows a trip whose road goes around the zone although the straight line crosses it', async () => {
    geometry = [lngLat(WEST), lngLat(NORTH_WEST), lngLat(NORTH_EAST), lngLat(EAST)];
    expect((await fare(routed, WEST, EAST)).statusCode).toBe(200);
    expect((await tripCheck(routed, WEST, EAST)).json()).toEqual({ restriction: null, pathCheck: 'route' });
    expect((await fare(plain, WEST, EAST)).statusCode).toBe(422);
  });

  it('falls back to the straight line when the routing server fails', async () => {
    failing = true;
    try {
      geometry = [lngLat(WEST), lngLat(NORTH_WEST), lngLat(NORTH_EAST), lngLat(EAST)];
      expect((await fare(routed, WEST, EAST)).statusCode).toBe(422);
      expect((await tripCheck(routed, WEST, EAST)).json()).toMatchObject({
        pathCheck: 'straight_line',
        restriction: { where: 'path' },
      });
    } finally {
      failing = false;
    }
  });

  it('asks no route when the pickup itself is in the zone', async () => {
    routeCalls.length = 0;
    const refused = await fare(routed, CENTER, EAST);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('your pickup point is inside it');
    expect(routeCalls).toEqual([]);
  });
});
