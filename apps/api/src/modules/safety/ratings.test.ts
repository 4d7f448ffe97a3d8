// Ratings: once per side of a completed ride, raced double taps decided by the database; averages in nearby
// answers and the status view; low averages after 20 ratings flagged in the console; no-show reviews decided
// by an operator.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratings, users } from '../../db/schema';
import {
  createTestApp,
  createTestUser,
  setUserFields,
  type TestApp,
  type TestUser,
} from '../../test-support/harness';
import { rideAction } from '../../test-support/rides';
import { acceptedRide, statusOf } from '../../test-support/safety';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, { isAdmin: true, role: null });
});
afterAll(() => t.close());

const rate = (user: TestUser, rideId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/rating`, headers: user.auth, payload });

async function completedRide() {
  const ride = await acceptedRide(t.app);
  await rideAction(t.app, ride.biker, 'startride', ride.rideId);
  await rideAction(t.app, ride.biker, 'completeride', ride.rideId);
  return ride;
}

describe('ratings', () => {
  it('each side rates the other once after completion; the average shows in nearby answers', async () => {
    const { rider, biker, rideId, pickup } = await acceptedRide(t.app);
    expect((await rate(rider, rideId, { stars: 5 })).json().message).toBe(
      'You can rate a ride once it is completed.',
    );
    await rideAction(t.app, biker, 'startride', rideId);
    await rideAction(t.app, biker, 'completeride', rideId);
    expect((await rate(rider, rideId, { stars: 0 })).statusCode).toBe(400);
    expect((await rate(rider, rideId, { stars: 4.5 })).statusCode).toBe(400);
    const ok = await rate(rider, rideId, { stars: 4, comment: ' Safe and polite ' });
    expect(ok.json()).toEqual({
      message: 'Thank you for rating this ride.',
      rating: { stars: 4, comment: 'Safe and polite' },
    });
    expect((await rate(rider, rideId, { stars: 5 })).statusCode).toBe(409);
    expect((await rate(biker, rideId, { stars: 5 })).statusCode).toBe(200);
    expect((await rate(await createTestUser(t.app), rideId, { stars: 1 })).statusCode).toBe(404);
    expect((await statusOf(t.app, rider, rideId)).hasRated).toBe(true);

    const nearby = await t.app.inject({
      method: 'POST',
      url: '/api/rider/getonlinebikers',
      headers: rider.auth,
      payload: { ...pickup, radiusInMeters: 2000 },
    });
    const found = nearby.json().bikers.find((b: { bikerId: { _id: string } }) => b.bikerId._id === biker.id);
    expect(found).toMatchObject({ rating: 4, ratingCount: 1 });
    const [riderRow] = await t.database.db.select().from(users).where(eq(users.id, rider.id));
    expect({ sum: riderRow!.ratingSum, count: riderRow!.ratingCount }).toEqual({ sum: 5, count: 1 });
  });

  it('a double tap racing itself counts once', async () => {
    const { rider, biker, rideId } = await completedRide();
    const answers = await Promise.all(Array.from({ length: 8 }, () => rate(rider, rideId, { stars: 3 })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await t.database.db.select().from(ratings).where(eq(ratings.rideId, rideId));
    expect(rows).toHaveLength(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, biker.id));
    expect({ sum: row!.ratingSum, count: row!.ratingCount }).toEqual({ sum: 3, count: 1 });
  });

  it('flags drivers under the operator’s average after at least 20 ratings', async () => {
    const { biker } = await completedRide();
    const flagged = async () =>
      (await t.app.inject({ url: '/api/admin/flagged-drivers', headers: admin.auth })).json();
    await setUserFields(t.app, biker.id, { ratingSum: 19 * 3, ratingCount: 19 });
    expect((await flagged()).drivers.map((d: { _id: string }) => d._id)).not.toContain(biker.id);
    await setUserFields(t.app, biker.id, { ratingSum: 20 * 3, ratingCount: 20 });
    const answer = await flagged();
    expect(answer).toMatchObject({ threshold: 3.5, minimumRatings: 20 });
    expect(answer.drivers.find((d: { _id: string }) => d._id === biker.id)).toMatchObject({
      rating: 3,
      ratingCount: 20,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { ratingReviewBelow: 2.5 },
    });
    expect((await flagged()).drivers.map((d: { _id: string }) => d._id)).not.toContain(biker.id);
  });
});

describe('no-show review in the console', () => {
  it('lists riders past the limit; the operator disables or keeps them', async () => {
    const keep = await createTestUser(t.app);
    const ban = await createTestUser(t.app);
    for (const user of [keep, ban])
      await setUserFields(t.app, user.id, { noShowCount: 3, noShowReviewSince: new Date() });
    const list = (await t.app.inject({ url: '/api/admin/no-show-reviews', headers: admin.auth })).json()
      .riders;
    expect(list.map((r: { _id: string }) => r._id)).toEqual(expect.arrayContaining([keep.id, ban.id]));
    const decide = (user: TestUser, disable: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/no-show-reviews/${user.id}`,
        headers: admin.auth,
        payload: { disable },
      });
    expect((await decide(keep, false)).json().message).toBe('The rider keeps riding.');
    expect((await decide(ban, true)).json().message).toBe('The rider is disabled.');
    expect((await decide(ban, true)).statusCode).toBe(404);
    const rows = await t.database.db.select().from(users).where(eq(users.id, ban.id));
    expect(rows[0]).toMatchObject({ disabled: true, noShowReviewSince: null });
    expect((await t.app.inject({ url: '/api/notifications', headers: keep.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/notifications', headers: ban.auth })).statusCode).toBe(403);
  });
});
