// The live dispatch index against the database's truth: fast-check drives random worlds through random
// event sequences — moves (the real updatelocation route), approvals, disabling, role changes, wallet
// credits, threshold changes, rides accepted and ended every way, time passing — and after each step compares
// the index's answer with the SQL nearest-first query (drivers/service.ts) for random search points.
import { nairaToKobo, type VehicleRole } from '@waka/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  creditTestWallet,
  setUserFields,
  type TestApp,
  type TestUser,
} from '../../test-support/harness';
import type { DriverFacts } from '../drivers/availability';
import { findNearbyDrivers } from '../drivers/service';
import { updateSettings } from '../settings/service';
import { typeCode } from './driver-store';
import { createLiveIndex } from './live-index';
import { loadAllDrivers } from './load-all';
import { loadDrivers } from './loader';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PEOPLE = 8;
const offset = fc.record({
  north: fc.integer({ min: -18_000, max: 18_000 }),
  east: fc.integer({ min: -18_000, max: 18_000 }),
});
const who = fc.integer({ min: 0, max: PEOPLE - 1 });
const action = fc.oneof(
  fc.record({ kind: fc.constant('move' as const), who, to: offset }),
  fc.record({ kind: fc.constant('approve' as const), who, value: fc.boolean() }),
  fc.record({ kind: fc.constant('disable' as const), who, value: fc.boolean() }),
  fc.record({ kind: fc.constant('online' as const), who, value: fc.boolean() }),
  fc.record({ kind: fc.constant('role' as const), who, value: fc.constantFrom('driver', 'biker', 'rider') }),
  fc.record({ kind: fc.constant('credit' as const), who, naira: fc.integer({ min: 1, max: 800 }) }),
  fc.record({ kind: fc.constant('threshold' as const), naira: fc.constantFrom(0, 300, 500, 1000, 2000) }),
  fc.record({ kind: fc.constant('accept' as const), who }),
  fc.record({
    kind: fc.constant('end' as const),
    who,
    status: fc.constantFrom('completed', 'cancelled', 'expired', 'no_show'),
  }),
  fc.record({ kind: fc.constant('time' as const), minutes: fc.integer({ min: 1, max: 4 }) }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

const at = (center: { latitude: number; longitude: number }, to: { north: number; east: number }) => ({
  latitude: center.latitude + to.north / 111_195,
  longitude: center.longitude + to.east / (111_195 * Math.cos((center.latitude * Math.PI) / 180)),
});

interface World {
  center: { latitude: number; longitude: number };
  people: TestUser[];
  riders: TestUser[];
  /** Virtual time ahead of the real clock, in ms. */
  skew: number;
  disabled: Set<number>;
}

async function makeWorld(run: number): Promise<World> {
  // Each world (shrinking runs many) at its own place, one degree (111 km) from any other.
  const center = { latitude: -60 + (run % 121), longitude: -170 + (Math.floor(run / 121) % 170) * 2 };
  const people: TestUser[] = [];
  const riders: TestUser[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    people.push(
      await createTestUser(t.app, {
        role: i % 3 === 2 ? 'biker' : 'driver',
        approved: i % 4 !== 3,
        location: i % 5 === 4 ? undefined : at(center, { north: (i - 4) * 2000, east: i * 900 }),
      }),
    );
    riders.push(await createTestUser(t.app, { role: 'rider' }));
    if (i % 2 === 0) await creditTestWallet(t.app, people[i]!.id, 600);
  }
  return { center, people, riders, skew: 0, disabled: new Set() };
}

async function apply(world: World, step: Action) {
  const db = t.database.db;
  if (step.kind === 'time') {
    world.skew += step.minutes * 60_000;
    return;
  }
  if (step.kind === 'threshold') {
    await db.transaction((tx) =>
      updateSettings(tx, t.config, {
        actorId: null,
        changes: { lowBalanceThresholdKobo: nairaToKobo(step.naira) },
      }),
    );
    return;
  }
  const person = world.people[step.who]!;
  if (step.kind === 'move') {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/rider/updatelocation',
      headers: person.auth,
      payload: at(world.center, step.to),
    });
    // A disabled account is refused (and its position is not taken).
    expect(res.statusCode).toBe(world.disabled.has(step.who) ? 403 : 200);
    // The route stamps positions with the real clock; in virtual time they are as fresh as "now".
    await t.app.dispatch.flush();
    if (world.skew > 0)
      await db.execute(sql`UPDATE user_locations SET updated_at = updated_at + ${`${world.skew} milliseconds`}::interval
        WHERE user_id = ${person.id}`);
  } else if (step.kind === 'approve') await setUserFields(t.app, person.id, { approved: step.value });
  else if (step.kind === 'disable') {
    await setUserFields(t.app, person.id, { disabled: step.value });
    if (step.value) world.disabled.add(step.who);
    else world.disabled.delete(step.who);
  } else if (step.kind === 'online') await setUserFields(t.app, person.id, { online: step.value });
  else if (step.kind === 'role') await setUserFields(t.app, person.id, { preferredType: step.value });
  else if (step.kind === 'credit') await creditTestWallet(t.app, person.id, step.naira);
  else if (step.kind === 'accept') {
    const rider = world.riders[step.who]!;
    await db.execute(sql`INSERT INTO rides (rider_id, driver_id, vehicle_type, status, pickup_latitude,
        pickup_longitude, pickup_name, destination_latitude, destination_longitude, destination_name, fare_kobo,
        distance_meters, duration_seconds, expires_at, accepted_at)
      SELECT ${rider.id}, ${person.id}, 'driver', 'accepted', 6.5, 3.3, 'A', 6.6, 3.4, 'B', 100000, 1000, 60,
        now() + interval '2 minutes', now()
      WHERE NOT EXISTS (SELECT 1 FROM rides WHERE (driver_id = ${person.id} AND status IN ('accepted', 'in_progress'))
        OR (rider_id = ${rider.id} AND status IN ('requested', 'accepted', 'in_progress')))`);
  } else if (step.kind === 'end') {
    await db.execute(sql`UPDATE rides SET status = ${step.status}, ended_at = now()
      WHERE driver_id = ${person.id} AND status IN ('accepted', 'in_progress')`);
  }
}

/**
 * What an instance starting now would load (the one-statement read of everyone, docs/decisions/203): each of
 * the world's people exactly as the per-user re-read gives them, and an index built from it.
 */
async function loadFresh(world: World) {
  const everyone = await loadAllDrivers(t.database);
  const loaded = new Map<string, DriverFacts>();
  const fresh = createLiveIndex();
  fresh.reserve(everyone.size);
  everyone.forEach((facts) => {
    loaded.set(facts.id, structuredClone(facts));
    fresh.put(facts.id, facts);
  });
  fresh.rebuildAll();
  const ids = world.people.map((person) => person.id);
  const reread = await loadDrivers(t.database.db, ids);
  for (const id of ids) {
    // Only drivers and bikers are loaded (a person whose role became rider is not).
    const expected = reread.get(id);
    expect(loaded.get(id)).toEqual(expected && typeCode(expected.type) > 0 ? expected : undefined);
  }
  return fresh;
}

/** The index (live, and loaded afresh) and the SQL truth, for the same points, types, radii and instant. */
async function compare(
  world: World,
  points: { to: { north: number; east: number }; radius: number; limit: number; type: VehicleRole }[],
) {
  await t.app.dispatch.flush();
  await t.app.dispatch.sync();
  const now = Date.now() + world.skew;
  const thresholdKobo = t.app.dispatch.settings().lowBalanceThresholdKobo;
  const fresh = await loadFresh(world);
  for (const probe of points) {
    const point = at(world.center, probe.to);
    const fromIndex = t.app.dispatch
      .search({ point, radiusMeters: probe.radius, vehicleType: probe.type, limit: probe.limit, now })
      .map((hit) => ({ id: hit.id, distance: Math.round(hit.distanceMeters) }));
    const truth = (
      await findNearbyDrivers(t.database.db, {
        point,
        radiusMeters: probe.radius,
        vehicleType: probe.type,
        thresholdKobo,
        limit: probe.limit,
        asOf: new Date(now),
      })
    ).map((row) => ({ id: row.id, distance: row.distanceMeters }));
    expect(fromIndex.map((h) => h.id)).toEqual(truth.map((h) => h.id));
    const fromFresh = fresh.search({
      point,
      radiusMeters: probe.radius,
      vehicleType: probe.type,
      thresholdKobo,
      limit: probe.limit,
      now,
    });
    expect(fromFresh.map((h) => h.id)).toEqual(truth.map((h) => h.id));
    for (const [i, hit] of fromIndex.entries())
      expect(Math.abs(hit.distance - truth[i]!.distance)).toBeLessThanOrEqual(1);
  }
}

const probes = fc.array(
  fc.record({
    to: offset,
    radius: fc.constantFrom(1000, 5000, 15_000, 40_000),
    limit: fc.integer({ min: 1, max: 20 }),
    type: fc.constantFrom<VehicleRole>('driver', 'biker'),
  }),
  { minLength: 2, maxLength: 4 },
);

describe('live dispatch index vs SQL truth', () => {
  it('answers nearby searches exactly as the database does, after every event', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(action, probes), { minLength: 4, maxLength: 14 }), async (steps) => {
        const world = await makeWorld(run++);
        for (const [step, points] of steps) {
          await apply(world, step);
          await compare(world, points);
        }
      }),
      {
        numRuns: Number(process.env.DISPATCH_PROPERTY_RUNS ?? 8),
        seed: Number(process.env.FC_SEED ?? 20261123),
        endOnFailure: true,
      },
    );
  }, 240_000);
});
