// The column store and the double-buffered trees against plain models, under random operations (fast-check):
// the store must read back exactly what a Map of DriverFacts holds, and every search must equal a brute-force
// scan of the model, whatever the trees' state — including builds that finish after more changes arrived
// (the snapshot race that double buffering must get right). The database comparison is in
// live-index.property.test.ts.
import { NEARBY_RADIUS_M } from '@waka/shared';
import fc from 'fast-check';
import { distance } from 'geokdbush';
import type KDBush from 'kdbush';
import { describe, expect, it } from 'vitest';
import { type DriverFacts, type DriverView, isAvailable } from '../drivers/availability';
import { createDriverStore } from './driver-store';
import { buildTree, createLiveIndex } from './live-index';

const ID_POOL = 6;
const id = fc
  .integer({ min: 0, max: ID_POOL - 1 })
  .map((n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
const coordinate = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const mostly = (value: boolean) => fc.constantFrom(value, value, value, value, value, value, value, !value);
const facts = fc.record({
  id,
  type: fc.constantFrom('driver', 'driver', 'biker', 'biker', 'rider', null),
  positioned: mostly(true),
  latitude: coordinate(6.4, 6.55),
  longitude: coordinate(3.3, 3.45),
  seenAt: fc.integer({ min: 1, max: 1000 }),
  // Mostly offerable, so searches have answers to get wrong.
  approved: mostly(true),
  disabled: mostly(false),
  online: mostly(true),
  activeRide: mostly(false),
  balanceKobo: fc.integer({ min: 45_000, max: 100_000 }),
  name: fc.string({ maxLength: 6 }),
  rating: fc.oneof(fc.double({ min: 1, max: 5, noNaN: true }), fc.constant(null)),
});
type Generated = typeof facts extends fc.Arbitrary<infer A> ? A : never;

const toFacts = (g: Generated): DriverFacts => ({
  id: g.id,
  type: g.type,
  latitude: g.positioned ? g.latitude : Number.NaN,
  longitude: g.positioned ? g.longitude : Number.NaN,
  seenAt: g.positioned ? g.seenAt : 0,
  facts: {
    approved: g.approved,
    disabled: g.disabled,
    online: g.online,
    activeRide: g.activeRide,
    balanceKobo: g.balanceKobo,
  },
  shown: { name: g.name, phoneNumber: `0${g.id.slice(-10)}`, rating: g.rating, ratingCount: 3 },
});

describe('driver store (columns) vs a Map', () => {
  it('reads back what was put, after any sequence of puts and removals', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('put' as const), facts }),
      fc.record({ kind: fc.constant('remove' as const), id }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        const store = createDriverStore(16); // small, so it grows
        const model = new Map<string, DriverFacts>();
        for (const step of ops) {
          if (step.kind === 'put' && step.facts.type && step.facts.type !== 'rider') {
            store.put(toFacts(step.facts));
            model.set(step.facts.id, toFacts(step.facts));
          } else if (step.kind === 'remove') {
            store.remove(step.id);
            model.delete(step.id);
          }
          expect(store.size).toBe(model.size);
          expect(new Set(store.allIds())).toEqual(new Set(model.keys()));
          for (const [key, expected] of model) expect(store.factsOf(store.slotOf(key))).toEqual(expected);
        }
      }),
      { numRuns: 200, seed: 20261123 },
    );
  });
});

/** The model's answer: every offerable driver of the type within the radius, nearest first. */
function bruteForce(
  model: Map<string, DriverFacts>,
  input: { latitude: number; longitude: number; type: 'driver' | 'biker'; radiusM: number; limit: number },
  now: number,
) {
  const rule = { vehicleType: input.type, thresholdKobo: 50_000 };
  const view = (f: DriverFacts): DriverView => ({
    type: f.type,
    seenAt: f.seenAt,
    fact: (name) =>
      typeof f.facts[name] === 'boolean' ? (f.facts[name] as boolean) : Number(f.facts[name] ?? Number.NaN),
  });
  return [...model.values()]
    .filter((f) => !Number.isNaN(f.latitude) && isAvailable(view(f), rule, now))
    .map((f) => ({
      id: f.id,
      metres: (distance(input.longitude, input.latitude, f.longitude, f.latitude) / 6371) * 6_378_168,
    }))
    .filter((hit) => hit.metres <= Math.min(input.radiusM, NEARBY_RADIUS_M))
    .sort((a, b) => a.metres - b.metres)
    .slice(0, input.limit)
    .map((hit) => hit.id);
}

describe('live index vs brute force, with trees built in the background', () => {
  it('answers exactly, whatever builds are pending or finish late', async () => {
    const op = fc.oneof(
      { arbitrary: fc.record({ kind: fc.constant('put' as const), facts }), weight: 4 },
      { arbitrary: fc.record({ kind: fc.constant('remove' as const), id }), weight: 1 },
      {
        arbitrary: fc.record({
          kind: fc.constant('move' as const),
          id,
          latitude: coordinate(6.4, 6.55),
          longitude: coordinate(3.3, 3.45),
          seenAt: fc.integer({ min: 1, max: 1200 }),
        }),
        weight: 4,
      },
      { arbitrary: fc.record({ kind: fc.constant('startBuilds' as const) }), weight: 2 },
      { arbitrary: fc.record({ kind: fc.constant('finishBuild' as const) }), weight: 2 },
      { arbitrary: fc.record({ kind: fc.constant('rebuildAll' as const) }), weight: 1 },
      {
        arbitrary: fc.record({
          kind: fc.constant('search' as const),
          latitude: coordinate(6.4, 6.55),
          longitude: coordinate(3.3, 3.45),
          type: fc.constantFrom('driver' as const, 'biker' as const),
          radiusM: fc.constantFrom(2000, 8000, 15_000, 30_000),
          limit: fc.integer({ min: 1, max: 20 }),
        }),
        weight: 4,
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 80 }), async (ops) => {
        const waiting: (() => void)[] = [];
        const index = createLiveIndex({
          buildTree: (coords) =>
            new Promise<KDBush>((resolve) => waiting.push(() => resolve(buildTree(coords)))),
        });
        const model = new Map<string, DriverFacts>();
        const now = 1100; // seenAt 1..1200 against a 5-minute window: all fresh
        for (const step of ops) {
          if (step.kind === 'put') {
            const next = toFacts(step.facts);
            const old = model.get(next.id);
            index.put(next.id, next);
            if (!next.type || next.type === 'rider') model.delete(next.id);
            else if (old && !Number.isNaN(old.latitude) && old.seenAt >= next.seenAt)
              model.set(next.id, {
                ...next,
                latitude: old.latitude,
                longitude: old.longitude,
                seenAt: old.seenAt,
              });
            else model.set(next.id, next);
          } else if (step.kind === 'remove') {
            index.put(step.id, null);
            model.delete(step.id);
          } else if (step.kind === 'move') {
            const old = model.get(step.id);
            const moved = index.move(step.id, step.latitude, step.longitude, step.seenAt);
            const expected = !!old && (Number.isNaN(old.latitude) || old.seenAt < step.seenAt);
            expect(moved).toBe(expected);
            if (old && expected) model.set(step.id, { ...old, ...step });
          } else if (step.kind === 'startBuilds') void index.maintain({ maxMoved: 0, maxAgeMs: 0 });
          else if (step.kind === 'finishBuild') {
            waiting.shift()?.();
            await new Promise((resolve) => setImmediate(resolve));
          } else if (step.kind === 'rebuildAll') index.rebuildAll();
          else {
            const answer = index
              .search({
                point: step,
                radiusMeters: step.radiusM,
                vehicleType: step.type,
                limit: step.limit,
                thresholdKobo: 50_000,
                now,
              })
              .map((hit) => hit.id);
            expect(answer).toEqual(bruteForce(model, step, now));
          }
        }
      }),
      { numRuns: 500, seed: 20261123 },
    );
  });
});
