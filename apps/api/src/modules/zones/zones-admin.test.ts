// Zones in the console: boundaries are checked (closed, not crossing themselves, inside Nigeria) with a
// sentence naming the problem; every change is stored and audited; only admins may touch them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { adminZoneCall, squarePolygon, squareRing } from '../../test-support/zones';

let t: TestApp;
let admin: TestUser;
let calls: ReturnType<typeof adminZoneCall>;
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, { role: null, isAdmin: true, name: 'Zainab Zones' });
  calls = adminZoneCall(t.app, admin);
});
afterAll(async () => t?.close());

describe('zone boundaries are checked', () => {
  const open = squareRing(IKEJA, 0.01).slice(0, 4);
  const bowTie = [
    [3.34, 6.59],
    [3.36, 6.61],
    [3.36, 6.59],
    [3.34, 6.61],
    [3.34, 6.59],
  ];
  it.each([
    [
      'an open ring',
      { type: 'Polygon', coordinates: [open] },
      'The outer ring of the polygon is not closed: its last point must repeat its first point (latitude 6.5918, longitude 3.3415).',
    ],
    [
      'a self-intersecting bow-tie',
      { type: 'Polygon', coordinates: [bowTie] },
      'The boundary of the polygon crosses itself near (latitude 6.6, longitude 3.35). Redraw it so that no two edges cross.',
    ],
    [
      'a shape outside Nigeria (Accra)',
      squarePolygon({ latitude: 5.6037, longitude: -0.187 }, 0.01),
      'Point 1 of the outer ring of the polygon (latitude 5.5937, longitude -0.197) lies outside Nigeria. Zones must lie within longitude 2.6–14.7 E and latitude 4.2–13.9 N.',
    ],
    [
      'swapped coordinates',
      { type: 'Polygon', coordinates: [squareRing(IKEJA, 0.01).map(([x, y]) => [y, x])] },
      'Point 1 of the outer ring of the polygon (latitude 3.3415, longitude 6.5918) lies outside Nigeria. Zones must lie within longitude 2.6–14.7 E and latitude 4.2–13.9 N; GeoJSON lists longitude first, and these look swapped.',
    ],
    [
      'a line instead of an area',
      {
        type: 'LineString',
        coordinates: [
          [3.3, 6.5],
          [3.4, 6.6],
        ],
      },
      'The GeoJSON is of type "LineString". Send a GeoJSON Polygon or MultiPolygon, or a Feature or FeatureCollection of them.',
    ],
    [
      'too few points',
      {
        type: 'Polygon',
        coordinates: [
          [
            [3.3, 6.5],
            [3.4, 6.6],
            [3.3, 6.5],
          ],
        ],
      },
      'The outer ring of the polygon needs at least 3 different points (and the first repeated at the end).',
    ],
  ])('refuses %s with a clear 400', async (_label, geometry, message) => {
    const res = await calls.create({ name: 'Bad shape', geometry });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a boundary with too many points', async () => {
    const ring: number[][] = [];
    for (let i = 0; i < 10_001; i++) {
      const angle = (2 * Math.PI * i) / 10_001;
      ring.push([IKEJA.longitude + 0.05 * Math.cos(angle), IKEJA.latitude + 0.05 * Math.sin(angle)]);
    }
    ring.push(ring[0]!);
    const res = await calls.create({ name: 'Huge', geometry: { type: 'Polygon', coordinates: [ring] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The boundary has more than 10000 points\. Simplify it/);
  });

  it('refuses a missing name and an unknown rule', async () => {
    const noName = await calls.create({ name: ' ', geometry: squarePolygon(IKEJA, 0.01) });
    expect(noName.json().message).toBe('Give the zone a name.');
    const rule = await calls.create({ name: 'X', rule: 'no_cars', geometry: squarePolygon(IKEJA, 0.01) });
    expect(rule.statusCode).toBe(400);
    expect(rule.json().message).toMatch(/The rule must be no_bikes\./);
  });
});

describe('zone changes', () => {
  it('adds a zone from an imported FeatureCollection, lists it, and audits it', async () => {
    const collection = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { name: 'Ikeja' }, geometry: squarePolygon(IKEJA, 0.01) },
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'Polygon',
            coordinates: [squareRing({ latitude: 6.7, longitude: 3.5 }, 0.01).map((p) => [...p, 12])],
          },
        },
      ],
    };
    const res = await calls.create({ name: 'Ikeja and Ikorodu', geometry: collection });
    expect(res.statusCode, res.body).toBe(200);
    const { zone, message } = res.json();
    expect(message).toBe('Zone “Ikeja and Ikorodu” added.');
    expect(zone).toMatchObject({
      rule: 'no_bikes',
      active: true,
      vertexCount: 8,
      updatedBy: { name: 'Zainab Zones' },
    });
    expect(zone.geometry.type).toBe('MultiPolygon');
    expect(zone.geometry.coordinates[1][0][0]).toEqual([3.49, 6.69]); // altitude dropped
    expect(zone.bbox).toEqual([3.3415, 6.5918, 3.51, 6.71]);

    const list = await calls.list();
    expect(list.json().zones.map((z: { name: string }) => z.name)).toContain('Ikeja and Ikorodu');

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=zone.create',
      headers: admin.auth,
    });
    const [entry] = audit.json().entries;
    expect(entry).toMatchObject({ targetType: 'zone', targetId: zone._id, actor: { _id: admin.id } });
    expect(entry.details.zone).toMatchObject({ name: 'Ikeja and Ikorodu', vertexCount: 8, active: true });
  });

  it('switches a zone off and on, renames and redraws it, and deletes it — each audited', async () => {
    const created = (
      await calls.create({
        name: 'Surulere',
        geometry: squarePolygon({ latitude: 6.5, longitude: 3.35 }, 0.01),
      })
    ).json().zone;
    const off = await calls.update(created._id, { active: false });
    expect(off.json()).toMatchObject({ message: 'Zone “Surulere” switched off.', zone: { active: false } });
    const redrawn = await calls.update(created._id, {
      name: 'Surulere LGA',
      geometry: squarePolygon({ latitude: 6.5, longitude: 3.35 }, 0.02),
    });
    expect(redrawn.json()).toMatchObject({
      message: 'Zone “Surulere LGA” saved.',
      zone: { name: 'Surulere LGA', bbox: [3.33, 6.48, 3.37, 6.52] },
    });
    const removed = await calls.remove(created._id);
    expect(removed.json().message).toBe('Zone “Surulere LGA” deleted.');
    expect((await calls.remove(created._id)).statusCode).toBe(404);

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=10',
      headers: admin.auth,
    });
    const mine = audit.json().entries.filter((e: { targetId: string }) => e.targetId === created._id);
    expect(mine.map((e: { action: string }) => e.action)).toEqual([
      'zone.delete',
      'zone.update',
      'zone.switch',
      'zone.create',
    ]);
    expect(mine[2].details.changes).toEqual({ active: { from: true, to: false } });
    expect(mine[1].details.changes.name).toEqual({ from: 'Surulere', to: 'Surulere LGA' });
    expect(mine[1].details.changes.bbox.to).toEqual([3.33, 6.48, 3.37, 6.52]);
    expect(mine[0].details.geometry.type).toBe('Polygon'); // the deleted boundary can be restored
  });

  it('refuses a second zone of the same name (any case) with 409', async () => {
    await calls.create({ name: 'Apapa', geometry: squarePolygon({ latitude: 6.45, longitude: 3.36 }, 0.01) });
    const again = await calls.create({
      name: 'APAPA',
      geometry: squarePolygon({ latitude: 6.45, longitude: 3.36 }, 0.01),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A zone named “APAPA” already exists. Choose another name.');
  });

  it('answers 404 for an unknown zone and 403 to non-admins', async () => {
    const missing = await calls.update('00000000-0000-4000-8000-000000000000', { active: false });
    expect(missing.statusCode).toBe(404);
    const rider = await createTestUser(t.app, { role: 'rider' });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/zones', headers: rider.auth });
    expect(res.statusCode).toBe(403);
  });
});
