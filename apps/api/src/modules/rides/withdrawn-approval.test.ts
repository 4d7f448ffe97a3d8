// A driver whose approval is withdrawn (or whose account is disabled) cannot accept, and the requests waiting
// for them end at once with the riders told by notification and live event.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLog, notifications, rides } from '../../db/schema';
import { createTestApp, createTestUser, setUserFields, type TestApp } from '../../test-support/harness';
import { createAvailableDriver, requestRideAs, rideAction } from '../../test-support/rides';
import { NOT_APPROVED_TO_ACCEPT } from './end-waiting-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function waitingRide() {
  const driver = await createAvailableDriver(t.app);
  const rider = await createTestUser(t.app, { role: 'rider' });
  const res = await requestRideAs(t.app, rider, driver);
  expect(res.statusCode).toBe(200);
  return { driver, rider, rideId: res.json().ride._id as string };
}

async function expectEndedAndTold(riderId: string, rideId: string) {
  const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
  expect(ride!.status).toBe('rejected');
  const [note] = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, riderId))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  expect(note!.message).toBe('Your driver can no longer take rides just now. Please choose another driver.');
  const events = await t.database.db
    .select()
    .from(eventLog)
    .where(and(eq(eventLog.userId, riderId), eq(eventLog.type, 'ride.status')));
  expect(events.map((e) => e.payload)).toContainEqual(
    expect.objectContaining({ rideId, status: 'rejected' }),
  );
}

describe('withdrawn approval', () => {
  it('is checked inside accept: a driver unapproved a moment ago cannot accept', async () => {
    const { driver, rideId } = await waitingRide();
    await setUserFields(t.app, driver.id, { approved: false });
    const res = await rideAction(t.app, driver, 'acceptride', rideId);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(NOT_APPROVED_TO_ACCEPT);
    const [ride] = await t.database.db.select().from(rides).where(eq(rides.id, rideId));
    expect(ride!.status).toBe('requested');
  });

  it('ends the waiting requests and tells the riders when an admin withdraws approval', async () => {
    const admin = await createTestUser(t.app, { isAdmin: true });
    const { driver, rider, rideId } = await waitingRide();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${driver.id}/approval`,
      headers: admin.auth,
      payload: { approved: false, reason: 'Licence photo unreadable' },
    });
    expect(res.statusCode).toBe(200);
    await expectEndedAndTold(rider.id, rideId);
    expect((await rideAction(t.app, driver, 'acceptride', rideId)).statusCode).toBe(403);
  });

  it('does the same when an admin disables the account', async () => {
    const admin = await createTestUser(t.app, { isAdmin: true });
    const { driver, rider, rideId } = await waitingRide();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${driver.id}/disabled`,
      headers: admin.auth,
      payload: { disabled: true, reason: 'Complaints' },
    });
    expect(res.statusCode).toBe(200);
    await expectEndedAndTold(rider.id, rideId);
  });
});
