// The cached ride status against the database's truth: fast-check drives random rides through random
// sequences of what changes a status answer — requests, accepts, rejections, starts, completions,
// cancellations, expiry, ratings, the driver's name, phone and photo, the vehicle, the rider's PIN choice —
// each step polled (so the cache holds the ride), and after each step every party's and a stranger's answer
// through the cache must equal the answer read from the database.
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverProfiles, rides } from '../../db/schema';
import {
  createTestApp,
  createTestUser,
  setUserFields,
  type TestApp,
  type TestUser,
} from '../../test-support/harness';
import { createAvailableDriver, LAGOS, north, requestRideAs, rideAction } from '../../test-support/rides';
import { getRideStatus, type StatusSources } from '../rides/queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const party = fc.integer({ min: 0, max: 1 });
const ride = fc.integer({ min: 0, max: 3 });
// Weighted towards the ride's own life, so most runs get past the request.
const action = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('request' as const), rider: party, driver: party }) },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('transition' as const),
      ride,
      by: fc.constantFrom('rider', 'driver', 'driver'),
      action: fc.constantFrom(
        'acceptride',
        'acceptride',
        'rejectride',
        'startride',
        'completeride',
        'cancelrequest',
      ),
    }),
  },
  fc.record({ kind: fc.constant('rate' as const), ride, by: fc.constantFrom('rider', 'driver') }),
  fc.record({ kind: fc.constant('expire' as const), ride }),
  fc.record({
    kind: fc.constant('driver' as const),
    who: party,
    field: fc.constantFrom('name', 'phoneNumber', 'profilePicture'),
  }),
  fc.record({
    kind: fc.constant('vehicle' as const),
    who: party,
    model: fc.constantFrom('Corolla', 'Camry'),
  }),
  fc.record({ kind: fc.constant('pin' as const), who: party, value: fc.boolean() }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

interface World {
  riders: TestUser[];
  drivers: TestUser[];
  stranger: TestUser;
  rides: { id: string; rider: TestUser; driver: TestUser }[];
}

async function makeWorld(): Promise<World> {
  const riders = [await createTestUser(t.app), await createTestUser(t.app)];
  const drivers = [
    await createAvailableDriver(t.app, { location: north(LAGOS, 300) }),
    await createAvailableDriver(t.app, { location: north(LAGOS, 600) }),
  ];
  return { riders, drivers, stranger: await createTestUser(t.app), rides: [] };
}

let changes = 0;
async function apply(world: World, step: Action): Promise<void> {
  const { app } = t;
  changes += 1;
  if (step.kind === 'request') {
    const answer = await requestRideAs(app, world.riders[step.rider]!, world.drivers[step.driver]!);
    const id = answer.json().ride?._id as string | undefined;
    if (id) world.rides.push({ id, rider: world.riders[step.rider]!, driver: world.drivers[step.driver]! });
    return;
  }
  if (step.kind === 'transition' || step.kind === 'rate' || step.kind === 'expire') {
    const target = world.rides[step.ride % Math.max(world.rides.length, 1)];
    if (!target) return;
    if (step.kind === 'expire') {
      // What the expiry job does once a request's time is up.
      await app.database.db
        .update(rides)
        .set({ status: 'expired', endedAt: new Date() })
        .where(eq(rides.id, target.id));
    } else if (step.kind === 'rate') {
      const user = step.by === 'rider' ? target.rider : target.driver;
      await app.inject({
        method: 'POST',
        url: `/api/rides/${target.id}/rating`,
        headers: user.auth,
        payload: { stars: 4 },
      });
    } else {
      await rideAction(app, step.by === 'rider' ? target.rider : target.driver, step.action, target.id);
    }
  } else if (step.kind === 'driver') {
    const driver = world.drivers[step.who]!;
    const value = step.field === 'phoneNumber' ? `0809${String(changes).padStart(7, '0')}` : `v${changes}`;
    await setUserFields(app, driver.id, { [step.field]: value });
  } else if (step.kind === 'vehicle') {
    const driver = world.drivers[step.who]!;
    await app.database.db
      .update(driverProfiles)
      .set({
        details: sql`coalesce(${driverProfiles.details}, '{}'::jsonb) || ${JSON.stringify({ vehicleModel: step.model })}::jsonb`,
      })
      .where(eq(driverProfiles.userId, driver.id));
  } else if (step.kind === 'pin') {
    await setUserFields(app, world.riders[step.who]!.id, { requireRidePin: step.value });
  }
  // Writes made outside the routes reach this instance's caches by NOTIFY; wait for them as any poll would.
  await app.dispatch.sync();
}

async function answer(rideId: string, userId: string, sources: StatusSources) {
  try {
    return await getRideStatus(t.app.database.db, { rideId, userId }, sources);
  } catch (error) {
    return { failed: (error as { code?: string }).code };
  }
}

/** Every party's and the stranger's answer through the cache equals the one read from the database. */
async function checkAnswers(world: World): Promise<void> {
  const { app } = t;
  const base = {
    positionOf: (id: string) => app.dispatch.index.positionOf(id),
    settings: app.dispatch.settings(),
  };
  for (const { id, rider, driver } of world.rides) {
    for (const user of [rider, driver, world.stranger]) {
      const truth = await answer(id, user.id, base);
      const cached = await answer(id, user.id, {
        ...base,
        statusRowOf: (rideId) => app.rideStatus.get(rideId),
      });
      expect(cached).toEqual(truth);
      // The route answers from the same cache.
      const polled = await app.inject({ method: 'GET', url: `/api/status/${id}`, headers: user.auth });
      expect(polled.statusCode).toBe('failed' in truth ? 404 : 200);
      if (!('failed' in truth)) expect(polled.json().status).toBe(truth.status);
    }
  }
}

describe('cached ride status equals the database truth', () => {
  it('after every step of random ride lives', async () => {
    const statusesSeen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (steps) => {
        const world = await makeWorld();
        try {
          for (const step of steps) {
            await apply(world, step);
            await checkAnswers(world);
            // Every status a ride of this world has held after a step (not only the last: a ride accepted
            // then completed went through its life too).
            const rows = world.rides.length
              ? await t.app.database.db
                  .select({ status: rides.status })
                  .from(rides)
                  .where(
                    inArray(
                      rides.id,
                      world.rides.map((r) => r.id),
                    ),
                  )
              : [];
            for (const row of rows) statusesSeen.add(row.status);
          }
        } finally {
          // Leave no driver busy for later worlds' requests (each world has its own drivers anyway).
          world.rides.length = 0;
        }
      }),
      { numRuns: 25, endOnFailure: true },
    );
    // The runs went through the ride's life, not only its first step.
    expect(statusesSeen.has('accepted') || statusesSeen.has('in_progress')).toBe(true);
    expect(t.app.rideStatus.size()).toBeGreaterThan(0);
  }, 240_000);
});
