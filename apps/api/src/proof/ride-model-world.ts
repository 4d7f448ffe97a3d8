// The real side of the ride model test: a fresh cast of riders and drivers on the running app, and the
// invariants read back from the database after every step.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerPostings, notifications, rideEvents, rides, users } from '../db/schema';
import { getSettings } from '../modules/settings/service';
import { getLedgerTotalKobo, getWalletBalanceKobo } from '../modules/wallet/ledger';
import {
  createTestUser,
  creditTestWallet,
  setUserFields,
  type TestApp,
  type TestUser,
} from '../test-support/harness';
import { LAGOS, north } from '../test-support/rides';
import type { ModelUser, RideModel, Role } from './ride-model-state';

export const PICKUP = LAGOS;
export const DESTINATION = north(LAGOS, 5000);

/**
 * Three riders (the first already has two no-shows: one more disables them), then a car driver with room
 * for several commissions and a biker whose first commission takes them below the ₦500 threshold.
 */
export const CAST: { role: Role; walletNaira: number; noShows: number }[] = [
  { role: 'rider', walletNaira: 0, noShows: 2 },
  { role: 'rider', walletNaira: 0, noShows: 0 },
  { role: 'rider', walletNaira: 0, noShows: 0 },
  { role: 'driver', walletNaira: 2000, noShows: 0 },
  { role: 'biker', walletNaira: 540, noShows: 0 },
];

export interface World {
  t: TestApp;
  /** The operator, who changes the commission rate and the low-balance threshold mid-run. */
  admin: TestUser;
  people: TestUser[];
  /** One client address per person: the per-IP rate limit of /requestride then counts per person. */
  addresses: string[];
  model: RideModel;
}

let worlds = 0;

export async function createWorld(t: TestApp, admin: TestUser): Promise<World> {
  worlds += 1;
  const people: TestUser[] = [];
  const modelUsers: ModelUser[] = [];
  for (const [i, member] of CAST.entries()) {
    const isDriver = member.role !== 'rider';
    const user = await createTestUser(t.app, {
      role: member.role,
      approved: true,
      name: `${member.role} ${i} of world ${worlds}`,
      // Within 300 m of the pickup, where a no-show may be reported.
      location: isDriver ? north(PICKUP, 50 + i * 40) : PICKUP,
    });
    if (member.walletNaira > 0) await creditTestWallet(t.app, user.id, member.walletNaira);
    if (member.noShows > 0) await setUserFields(t.app, user.id, { noShowCount: member.noShows });
    people.push(user);
    modelUsers.push({
      role: member.role,
      disabled: false,
      noShows: member.noShows,
      balanceKobo: member.walletNaira * 100,
    });
  }
  const addresses = people.map((_, i) => `10.${Math.floor(worlds / 250)}.${worlds % 250}.${i + 1}`);
  // Each run starts from the default settings (a previous run's operator may have changed them).
  const reset = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: {
      lowBalanceThreshold: t.config.LOW_BALANCE_THRESHOLD,
      commissionRate: t.config.COMMISSION_RATE,
      // The model reports no-shows straight after accepting; the wait has its own tests.
      noShowWaitS: 0,
    },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  const settings = await getSettings(t.database.db, t.config);
  const money = {
    thresholdKobo: settings.lowBalanceThresholdKobo,
    rateBasisPoints: Math.round(settings.commissionRate * 10_000),
  };
  return { t, admin, people, addresses, model: { users: modelUsers, rides: [], ...money } };
}

/** Every ride and money invariant against the database, for this world's people and rides. */
export async function checkInvariants(world: World): Promise<void> {
  const { db } = world.t.database;
  const { model } = world;
  const ids = world.people.map((p) => p.id);
  const rows = await db
    .select({ id: rides.id, status: rides.status, riderId: rides.riderId, driverId: rides.driverId })
    .from(rides)
    .where(inArray(rides.riderId, ids));

  // The database holds exactly the model's rides, in the model's statuses.
  const actual = Object.fromEntries(rows.map((r) => [r.id, r.status]));
  const expected = Object.fromEntries(model.rides.map((r) => [r.id, r.status]));
  expect(actual, 'ride statuses').toEqual(expected);

  // No driver with two active rides, no rider with two open ones.
  const tally = (key: 'riderId' | 'driverId', statuses: string[]) => {
    const counts = new Map<string, number>();
    for (const row of rows.filter((r) => statuses.includes(r.status)))
      counts.set(row[key], (counts.get(row[key]) ?? 0) + 1);
    return Math.max(0, ...counts.values());
  };
  expect(tally('driverId', ['accepted', 'in_progress']), 'active rides per driver').toBeLessThanOrEqual(1);
  expect(
    tally('riderId', ['requested', 'accepted', 'in_progress']),
    'open rides per rider',
  ).toBeLessThanOrEqual(1);

  // The books balance, and every wallet holds what the model says.
  expect(await getLedgerTotalKobo(db), 'ledger total').toBe(0);
  for (const [i, person] of world.people.entries()) {
    if (model.users[i]!.role === 'rider') continue;
    expect(await getWalletBalanceKobo(db, person.id), `wallet of ${person.name}`).toBe(
      model.users[i]!.balanceKobo,
    );
  }

  // Riders' no-show counts and the disabling rule.
  const accounts = await db
    .select({
      id: users.id,
      noShowCount: users.noShowCount,
      disabled: users.disabled,
      review: users.noShowReviewSince,
    })
    .from(users)
    .where(inArray(users.id, ids));
  for (const [i, person] of world.people.entries()) {
    const row = accounts.find((a) => a.id === person.id)!;
    expect(
      { noShows: row.noShowCount, disabled: row.disabled, review: row.review !== null },
      person.name,
    ).toEqual({
      noShows: model.users[i]!.noShows,
      disabled: model.users[i]!.disabled,
      review: model.users[i]!.noShowReview ?? false,
    });
  }
  if (model.rides.length === 0) return;

  // Nothing duplicated: one commission posting per completed ride, one event and one notice per transition.
  const rideIds = model.rides.map((r) => r.id);
  const perRide = async (
    table: typeof ledgerPostings | typeof rideEvents | typeof notifications,
    where?: ReturnType<typeof eq>,
  ) => {
    const counted = await db
      .select({ rideId: table.rideId, n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(inArray(table.rideId, rideIds), where))
      .groupBy(table.rideId);
    return Object.fromEntries(counted.map((c) => [c.rideId, Number(c.n)]));
  };
  const commissions = await perRide(ledgerPostings, eq(ledgerPostings.kind, 'commission'));
  const events = await perRide(rideEvents);
  const notices = await perRide(notifications);
  for (const ride of model.rides) {
    expect(commissions[ride.id] ?? 0, `commission postings of ride ${ride.id}`).toBe(
      ride.status === 'completed' ? 1 : 0,
    );
    expect(events[ride.id] ?? 0, `ride_events of ride ${ride.id}`).toBe(ride.transitions);
    // One notice per transition, plus the commission notice of a completed ride (wallet/commission.ts).
    const commissionNotice = (ride.commissionKobo ?? 0) > 0 ? 1 : 0;
    expect(notices[ride.id] ?? 0, `notifications of ride ${ride.id}`).toBe(
      ride.transitions + commissionNotice,
    );
  }
}
