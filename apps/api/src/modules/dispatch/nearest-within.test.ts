// nearestWithin against a brute-force scan of the same points (fast-check): dense and sparse clouds, clusters
// with empty streets between them (a first circle too small, widened several times), repeated points, and
// circles that reach a pole or cross the antimeridian (geokdbush's around() answers those).
import fc from 'fast-check';
import { distance } from 'geokdbush';
import { describe, expect, it } from 'vitest';
import { buildTree } from './live-index';
import { densityOf, type Nearest, type NearestQuery, nearestWithin } from './nearest-within';

/** Every point that `keep` accepts within the radius, nearest first (equally near: lower item first). */
function bruteForce(points: Float64Array, search: NearestQuery, keep: (item: number) => boolean) {
  const all: { item: number; km: number }[] = [];
  for (let item = 0; item < points.length / 2; item++) {
    const km = distance(search.lng, search.lat, points[2 * item]!, points[2 * item + 1]!);
    if (km <= search.radiusKm && keep(item)) all.push({ item, km });
  }
  all.sort((a, b) => a.km - b.km || a.item - b.item);
  return all.slice(0, search.limit);
}

const lagosPoint = fc.record({
  lng: fc.double({ min: 3.25, max: 3.5, noNaN: true }),
  lat: fc.double({ min: 6.4, max: 6.65, noNaN: true }),
});
/** A few tight clusters (a market, a junction), some points repeated exactly. */
const clustered = fc
  .array(
    fc.record({
      center: lagosPoint,
      spread: fc.constantFrom(0, 0.0005, 0.005, 0.02),
      count: fc.integer({ min: 1, max: 60 }),
      seed: fc.integer(),
    }),
    { minLength: 0, maxLength: 5 },
  )
  .map((clusters) => {
    const coords: number[] = [];
    for (const { center, spread, count, seed } of clusters) {
      let state = seed >>> 0 || 1;
      const next = () => {
        state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
        return state / 2 ** 31 - 0.5;
      };
      for (let i = 0; i < count; i++) coords.push(center.lng + next() * spread, center.lat + next() * spread);
    }
    return coords;
  });
/** Anywhere on Earth, near the poles and the antimeridian too. */
const worldwide = fc
  .array(
    fc.tuple(
      fc.double({ min: -180, max: 180, noNaN: true }),
      fc.double({ min: -89.9, max: 89.9, noNaN: true }),
    ),
    { maxLength: 80 },
  )
  .map((pairs) => pairs.flat());

const scenario = fc.oneof(
  fc.record({
    coords: clustered,
    search: fc.record({
      lng: fc.double({ min: 3.2, max: 3.55, noNaN: true }),
      lat: fc.double({ min: 6.35, max: 6.7, noNaN: true }),
      limit: fc.integer({ min: 1, max: 25 }),
      radiusKm: fc.constantFrom(0.3, 2, 5, 15),
    }),
    kept: fc.array(fc.boolean(), { minLength: 400, maxLength: 400 }),
  }),
  fc.record({
    coords: worldwide,
    search: fc.record({
      lng: fc.constantFrom(-179.99, 179.99, 0, 3.4),
      lat: fc.constantFrom(89.95, -89.95, 0, 6.5, 60),
      limit: fc.integer({ min: 1, max: 25 }),
      radiusKm: fc.constantFrom(15, 500, 3000),
    }),
    kept: fc.array(fc.boolean(), { minLength: 400, maxLength: 400 }),
  }),
);

describe('nearestWithin', () => {
  it('answers what a scan of every point answers, in the same order', () => {
    fc.assert(
      fc.property(scenario, ({ coords, search, kept }) => {
        const points = Float64Array.from(coords);
        const tree = buildTree(points);
        const keep = (item: number) => item < points.length / 2 && kept[item % kept.length]!;
        const found: Nearest = { items: [], km: [] };
        nearestWithin(tree, points, densityOf(points), search, keep, found);
        const truth = bruteForce(points, search, keep);
        expect(found.items).toEqual(truth.map((hit) => hit.item));
        for (const [i, km] of found.km.entries()) expect(km).toBe(truth[i]!.km);
      }),
      { numRuns: 1500, seed: 20261126 },
    );
  });

  it('widens a first circle that holds too few (one dense cluster, the search far from it)', () => {
    const coords: number[] = [];
    for (let i = 0; i < 500; i++) coords.push(3.38 + (i % 25) * 1e-4, 6.52 + Math.floor(i / 25) * 1e-4);
    coords.push(3.45, 6.58, 3.46, 6.59); // two bikers out on their own, about 10 km from the cluster
    const points = Float64Array.from(coords);
    const found: Nearest = { items: [], km: [] };
    const search = { lng: 3.455, lat: 6.585, limit: 5, radiusKm: 15 };
    nearestWithin(buildTree(points), points, densityOf(points), search, () => true, found);
    expect(found.items.slice(0, 2).sort()).toEqual([500, 501]);
    expect(found.items).toEqual(bruteForce(points, search, () => true).map((hit) => hit.item));
    expect(found.items).toHaveLength(5);
  });
});
