// The indexed zone lookup (Flatbush candidates, then Turf) answers exactly what a brute-force Turf check over
// every zone answers, for random star-shaped zones and random points and segments — in memory, and for the
// copy the registry loads from the database after changes through the admin API.
import booleanIntersects from '@turf/boolean-intersects';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../test-support/harness';
import { queryRows } from '../drivers/availability';
import type { ZoneShape } from './geometry';
import { buildZoneIndex, type IndexedZone } from './zone-index';

/** Around Lagos: zones and points fall in one another often enough to test both answers. */
const lng = fc.double({ min: 3.0, max: 3.6, noNaN: true });
const lat = fc.double({ min: 6.3, max: 6.8, noNaN: true });
const point = fc.record({ latitude: lat, longitude: lng });

/** A star-shaped polygon (vertices at increasing angles) never crosses itself. */
const starZone = fc
  .record({
    cx: lng,
    cy: lat,
    radii: fc.array(fc.double({ min: 0.005, max: 0.08, noNaN: true }), { minLength: 3, maxLength: 12 }),
    hole: fc.boolean(),
  })
  .map(({ cx, cy, radii, hole }): ZoneShape => {
    const ring = radii.map((r, i) => {
      const angle = (2 * Math.PI * i) / radii.length;
      return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    });
    ring.push(ring[0]!);
    const minR = Math.min(...radii) * Math.cos(Math.PI / radii.length) * 0.5;
    const inner = [0, 1, 2, 3].map((i) => [
      cx + minR * Math.cos(i * Math.PI * 0.5),
      cy - minR * Math.sin(i * Math.PI * 0.5),
    ]);
    inner.push(inner[0]!);
    return { type: 'Polygon', coordinates: hole ? [ring, inner] : [ring] };
  });

function toIndexed(geometry: ZoneShape, i: number): IndexedZone {
  const all = (geometry.coordinates as number[][][]).flat();
  const xs = all.map((p) => p[0]!);
  const ys = all.map((p) => p[1]!);
  return {
    id: `z${i}`,
    name: `Zone ${i}`,
    geometry,
    bbox: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
  };
}

const bruteAt = (zones: IndexedZone[], p: { latitude: number; longitude: number }) =>
  zones.some((z) => booleanPointInPolygon([p.longitude, p.latitude], z.geometry));

describe('zone index against brute-force Turf', () => {
  it('finds a zone at a point exactly when some zone contains it', () => {
    fc.assert(
      fc.property(
        fc.array(starZone, { maxLength: 30 }),
        fc.array(point, { minLength: 1, maxLength: 40 }),
        (shapes, points) => {
          const zones = shapes.map(toIndexed);
          const index = buildZoneIndex(zones);
          for (const p of points) {
            const found = index.zoneAt(p);
            expect(found !== null).toBe(bruteAt(zones, p));
            if (found) expect(booleanPointInPolygon([p.longitude, p.latitude], found.geometry)).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('finds a zone on a segment exactly when some zone meets it', () => {
    fc.assert(
      fc.property(fc.array(starZone, { maxLength: 20 }), point, point, (shapes, a, b) => {
        const zones = shapes.map(toIndexed);
        const line = {
          type: 'LineString' as const,
          coordinates: [
            [a.longitude, a.latitude],
            [b.longitude, b.latitude],
          ],
        };
        const brute = zones.some((z) => booleanIntersects(line, z.geometry));
        expect(buildZoneIndex(zones).zoneOnSegment(a, b) !== null).toBe(brute);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the registry’s copy against the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers like Turf over the active rows after random creates, switches and deletes', async () => {
    const admin = await createTestUser(t.app, { role: null, isAdmin: true });
    let made = 0;
    const step = fc.oneof(
      starZone.map((geometry) => ({ kind: 'create' as const, geometry })),
      fc.nat().map((n) => ({ kind: 'switch' as const, n })),
      fc.nat().map((n) => ({ kind: 'delete' as const, n })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 6 }),
        fc.array(point, { minLength: 20, maxLength: 20 }),
        async (steps, points) => {
          for (const s of steps) {
            const ids = await queryRows<{ id: string; active: boolean }>(
              t.database.db,
              sql`SELECT id, active FROM zones ORDER BY id`,
            );
            const headers = admin.auth;
            if (s.kind === 'create') {
              made += 1;
              await t.app.inject({
                method: 'POST',
                url: '/api/admin/zones',
                headers,
                payload: { name: `Random ${made}`, geometry: s.geometry },
              });
            } else if (ids.length > 0) {
              const target = ids[s.n % ids.length]!;
              await t.app.inject(
                s.kind === 'switch'
                  ? {
                      method: 'PUT',
                      url: `/api/admin/zones/${target.id}`,
                      headers,
                      payload: { active: !target.active },
                    }
                  : { method: 'DELETE', url: `/api/admin/zones/${target.id}`, headers },
              );
            }
          }
          const rows = await queryRows<{ id: string; geometry: ZoneShape }>(
            t.database.db,
            sql`SELECT id, geometry FROM zones WHERE active`,
          );
          const truth = rows.map((row, i) => ({ ...toIndexed(row.geometry, i), id: row.id }));
          const index = t.app.zones.current();
          expect(index.zones.map((z) => z.id).sort()).toEqual(truth.map((z) => z.id).sort());
          for (const p of points) expect(index.zoneAt(p) !== null).toBe(bruteAt(truth, p));
        },
      ),
      { numRuns: 15 },
    );
  });
});
