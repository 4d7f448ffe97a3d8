// Ride notices (the notification list, and the live event that carries each one) are written in the
// language of the person they are for.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createNotification } from '../modules/notifications/service';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-support/harness';
import { rideAction } from '../test-support/rides';
import { acceptedRide } from '../test-support/safety';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function notices(user: TestUser): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/notifications', headers: user.auth });
  return res.json().notifications.map((n: { message: string }) => n.message);
}

describe('ride notices in the reader’s language', () => {
  it('a Yoruba rider hears of the acceptance in Yoruba; the English bike rider hears of the request in English', async () => {
    const rider = await createTestUser(t.app, { role: 'rider', name: 'Ada Rider' });
    await t.database.db.update(users).set({ language: 'yo' }).where(eq(users.id, rider.id));
    const { biker, rideId } = await acceptedRide(t.app, { rider, accept: false, bikerName: 'Bayo Biker' });
    expect(await notices(biker)).toContainEqual(expect.stringMatching(/^New ride request from Ada Rider: /));
    expect((await rideAction(t.app, biker, 'acceptride', rideId)).statusCode).toBe(200);
    expect(await notices(rider)).toContain('Bayo Biker ti gba ìbéèrè ìrìn àjò yín.');
  });

  it('any notice with a catalogue text reaches its reader in their language; other texts stay as written', async () => {
    const musa = await createTestUser(t.app, { role: 'driver', approved: true });
    await t.database.db.update(users).set({ language: 'ha' }).where(eq(users.id, musa.id));
    await createNotification(t.database.db, {
      userId: musa.id,
      message: 'Your wallet has been funded with ₦1,500.',
    });
    await createNotification(t.database.db, { userId: musa.id, message: 'A note no catalogue has.' });
    expect(await notices(musa)).toEqual(
      expect.arrayContaining(['An saka ₦1,500 a walat ɗinka.', 'A note no catalogue has.']),
    );
  });
});
