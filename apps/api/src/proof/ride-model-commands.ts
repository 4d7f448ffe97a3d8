// fast-check commands of the ride model test: each sends one real HTTP request, compares the answer with the
// model's prediction (2xx vs 4xx, never 5xx), applies the change to the model and re-checks every invariant.
import { randomUUID } from 'node:crypto';
import { RIDE_TRANSITIONS } from '@waka/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { rides } from '../db/schema';
import {
  applyCancel,
  applyDriverAction,
  applyNoShowReview,
  applyRequest,
  applySettings,
  type DriverAction,
  expectedClass,
  type ModelRide,
  type Outcome,
  predictCancel,
  predictDriverAction,
  predictNoShowReview,
  predictRequest,
  type RideModel,
  type Role,
} from './ride-model-state';
import { checkInvariants, DESTINATION, PICKUP, type World } from './ride-model-world';

type Cmd = fc.AsyncCommand<RideModel, World>;
export type ActionName = DriverAction | 'cancel';

const PATHS: Record<ActionName, string> = {
  accept: '/api/acceptride',
  reject: '/api/rejectride',
  start: '/api/startride',
  complete: '/api/completeride',
  no_show: '/api/noshow',
  cancel: '/api/cancelrequest',
};

/** Answers seen, per command and outcome: the run's summary, and proof that every path was exercised. */
export const tally = new Map<string, number>();
function count(key: string) {
  tally.set(key, (tally.get(key) ?? 0) + 1);
}

function expectAnswer(label: string, status: number, body: string, outcome: Outcome) {
  expect(status, `${label}: never a 5xx (${body})`).toBeLessThan(500);
  const got = status >= 200 && status < 300 ? '2xx' : status >= 400 ? '4xx' : String(status);
  expect(got, `${label} answered ${status} ${body}`).toBe(expectedClass(outcome));
  if (got === '4xx')
    expect(JSON.parse(body).message, `${label}: a 4xx carries a message`).toEqual(expect.any(String));
  count(`${label.match(/^[a-z_]+/)?.[0]} ${got}${outcome === 'ok' ? '' : ` (${outcome.slice(9)})`}`);
}

class RequestCommand implements Cmd {
  constructor(
    readonly riderIx: number,
    readonly driverIx: number,
    readonly wrongVehicle: boolean,
  ) {}
  check = () => true;
  async run(model: RideModel, world: World) {
    const driverRole = model.users[this.driverIx]!.role;
    const vehicle: Role = this.wrongVehicle === (driverRole === 'biker') ? 'driver' : 'biker';
    const outcome = predictRequest(model, this.riderIx, this.driverIx, vehicle);
    const res = await world.t.app.inject({
      method: 'POST',
      url: '/api/requestride',
      headers: world.people[this.riderIx]!.auth,
      remoteAddress: world.addresses[this.riderIx],
      payload: {
        pickupLocation: PICKUP,
        destinationLocation: DESTINATION,
        driverId: world.people[this.driverIx]!.id,
        preferredType: vehicle,
        notes: 'model',
      },
    });
    expectAnswer(this.toString(), res.statusCode, res.body, outcome);
    if (outcome === 'ok') {
      const id = res.json().ride._id as string;
      const [row] = await world.t.database.db
        .select({ fareKobo: rides.fareKobo })
        .from(rides)
        .where(eq(rides.id, id));
      expect(res.json().ride.fare).toBe(row!.fareKobo / 100);
      applyRequest(model, { id, riderIx: this.riderIx, driverIx: this.driverIx, fareKobo: row!.fareKobo });
    }
    await checkInvariants(world);
  }
  toString() {
    return `request(rider ${this.riderIx} → driver ${this.driverIx}${this.wrongVehicle ? ', wrong vehicle' : ''})`;
  }
}

class RideActionCommand implements Cmd {
  /**
   * `pick`: 'fitting' = the newest ride in the state this action starts from (else the newest ride); a number =
   * how far back among the model's rides (0 = newest); null = an id that names no ride.
   */
  constructor(
    readonly action: ActionName,
    readonly pick: number | 'fitting' | null,
    readonly actor: number | 'proper',
  ) {}
  /** Before the first request only the 'no such ride' variant is worth sending. */
  check = (model: Readonly<RideModel>) => model.rides.length > 0 || this.pick === null;
  async run(model: RideModel, world: World) {
    const ride = this.chooseRide(model);
    const properIx = ride ? (this.action === 'cancel' ? ride.riderIx : ride.driverIx) : 0;
    const actorIx = this.actor === 'proper' ? properIx : this.actor;
    const outcome =
      this.action === 'cancel'
        ? predictCancel(model, actorIx, ride)
        : predictDriverAction(model, this.action, actorIx, ride);
    const res = await world.t.app.inject({
      method: 'POST',
      url: PATHS[this.action],
      headers: world.people[actorIx]!.auth,
      payload: { rideRequestId: ride?.id ?? randomUUID() },
    });
    expectAnswer(
      `${this.action} by ${actorIx} on ${ride?.id ?? 'no ride'}`,
      res.statusCode,
      res.body,
      outcome,
    );
    if (outcome === 'ok' && ride) {
      if (this.action === 'cancel') applyCancel(ride);
      else applyDriverAction(model, this.action, ride);
      expect(res.json().ride).toEqual({ _id: ride.id, status: ride.status });
    }
    await checkInvariants(world);
  }
  chooseRide(model: RideModel): ModelRide | undefined {
    const { rides: all } = model;
    if (this.pick === null || all.length === 0) return undefined;
    if (this.pick === 'fitting') {
      const from = this.action === 'cancel' ? 'requested' : RIDE_TRANSITIONS[this.action].from;
      return [...all].reverse().find((r) => r.status === from) ?? all.at(-1);
    }
    return all[all.length - 1 - (this.pick % all.length)];
  }
  toString() {
    return `${this.action}(ride -${this.pick ?? 'none'}, by ${this.actor})`;
  }
}

/**
 * Moves the newest open ride one step along its path (accept → start → complete), by its driver; with
 * `noShow`, an accepted ride is closed as a no-show instead of started.
 */
class AdvanceCommand implements Cmd {
  constructor(readonly noShow: boolean) {}
  check = (model: Readonly<RideModel>) => model.rides.some((r) => NEXT_STEP[r.status]);
  async run(model: RideModel, world: World) {
    const ride = [...model.rides].reverse().find((r) => NEXT_STEP[r.status])!;
    const action = this.noShow && ride.status === 'accepted' ? 'no_show' : NEXT_STEP[ride.status]!;
    const back = model.rides.length - 1 - model.rides.indexOf(ride);
    await new RideActionCommand(action, back, 'proper').run(model, world);
  }
  toString() {
    return `advance(newest open ride${this.noShow ? ', no-show if accepted' : ''})`;
  }
}
const NEXT_STEP: Partial<Record<string, DriverAction>> = {
  requested: 'accept',
  accepted: 'start',
  in_progress: 'complete',
};

class SettingsCommand implements Cmd {
  constructor(
    readonly thresholdNaira: number,
    readonly commissionRate: number,
  ) {}
  check = () => true;
  async run(model: RideModel, world: World) {
    const res = await world.t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: world.admin.auth,
      payload: { lowBalanceThreshold: this.thresholdNaira, commissionRate: this.commissionRate },
    });
    expectAnswer('settings', res.statusCode, res.body, 'ok');
    applySettings(model, {
      thresholdKobo: this.thresholdNaira * 100,
      rateBasisPoints: Math.round(this.commissionRate * 10_000),
    });
    await checkInvariants(world);
  }
  toString() {
    return `settings(threshold ₦${this.thresholdNaira}, rate ${this.commissionRate})`;
  }
}

class NoShowReviewCommand implements Cmd {
  constructor(
    readonly riderIx: number,
    readonly disable: boolean,
  ) {}
  check = () => true;
  async run(model: RideModel, world: World) {
    const outcome = predictNoShowReview(model, this.riderIx);
    const res = await world.t.app.inject({
      method: 'PUT',
      url: `/api/admin/no-show-reviews/${world.people[this.riderIx]!.id}`,
      headers: world.admin.auth,
      payload: { disable: this.disable },
    });
    expectAnswer('no_show_review', res.statusCode, res.body, outcome);
    if (outcome === 'ok') applyNoShowReview(model, this.riderIx, this.disable);
    await checkInvariants(world);
  }
  toString() {
    return `noShowReview(rider ${this.riderIx}, ${this.disable ? 'disable' : 'dismiss'})`;
  }
}

/** Mostly the proper party on a recent ride; sometimes anyone, sometimes a ride that does not exist. */
export function rideModelCommands(castSize: number, riderCount: number) {
  const rider = fc.integer({ min: 0, max: riderCount - 1 });
  const driver = fc.integer({ min: riderCount, max: castSize - 1 });
  const anyone = fc.integer({ min: 0, max: castSize - 1 });
  const actor = fc.oneof(
    { arbitrary: fc.constant('proper' as const), weight: 4 },
    { arbitrary: anyone, weight: 1 },
  );
  const pick = fc.oneof(
    { arbitrary: fc.constant('fitting' as const), weight: 12 },
    { arbitrary: fc.nat({ max: 3 }), weight: 4 },
    { arbitrary: fc.constant(null), weight: 1 },
  );
  const action = (name: ActionName) =>
    fc.tuple(pick, actor).map(([p, a]) => new RideActionCommand(name, p, a));
  const request = fc
    .tuple(
      fc.oneof({ arbitrary: rider, weight: 6 }, { arbitrary: driver, weight: 1 }),
      fc.oneof({ arbitrary: driver, weight: 6 }, { arbitrary: rider, weight: 1 }),
      fc.oneof({ arbitrary: fc.constant(false), weight: 9 }, { arbitrary: fc.constant(true), weight: 1 }),
    )
    .map(([r, d, wrongVehicle]) => new RequestCommand(r, d, wrongVehicle));
  const advance = fc
    .oneof({ arbitrary: fc.constant(false), weight: 3 }, { arbitrary: fc.constant(true), weight: 1 })
    .map((noShow) => new AdvanceCommand(noShow));
  return [
    request,
    request,
    request,
    advance,
    advance,
    advance,
    advance,
    action('accept'),
    action('reject'),
    action('cancel'),
    action('start'),
    action('complete'),
    action('no_show'),
    fc
      .tuple(
        rider,
        fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
      )
      .map(([r, disable]) => new NoShowReviewCommand(r, disable)),
    fc
      .tuple(fc.constantFrom(300, 500, 1000, 2500), fc.constantFrom(0.1, 0.15, 0.2))
      .map(([threshold, rate]) => new SettingsCommand(threshold, rate)),
  ];
}
