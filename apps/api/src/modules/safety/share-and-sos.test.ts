// Trusted contacts, shared trips and SOS, with a real SMTP listener: what contacts receive, what a stranger
// with the link may see, and what the operator's console is told live.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLog, incidents, tripShares, userLocations } from '../../db/schema';
import { createTestUser, type TestUser } from '../../test-support/harness';
import { createMailingTestApp, type MailingTestApp } from '../../test-support/mailing-app';
import { north, rideAction } from '../../test-support/rides';
import { acceptedRide, BIKE } from '../../test-support/safety';

let t: MailingTestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createMailingTestApp();
  admin = await createTestUser(t.app, { isAdmin: true, role: null });
});
afterAll(() => t.close());

/** The decoded text of the mails to `to` (quoted-printable soft breaks and escapes undone). */
function mailsTo(to: string): string[] {
  return t.mail.messages
    .filter((m) => m.to === to.toLowerCase())
    .map((m) =>
      m.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    );
}
async function waitForMail(to: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const found = mailsTo(to);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

const CONTACTS = [
  { name: 'Mama Ada', email: 'mama.ada@example.com', phoneNumber: '08031234567' },
  { name: 'Bro Tunde', email: 'tunde@example.com', phoneNumber: '08039876543' },
];
const putContacts = (user: TestUser, contacts: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/emergency-contacts',
    headers: user.auth,
    payload: { contacts },
  });

describe('trusted contacts', () => {
  it('keeps up to five, validated like the account’s own fields', async () => {
    const user = await createTestUser(t.app);
    const saved = await putContacts(user, [{ ...CONTACTS[0], email: ' Mama.Ada@Example.com ' }]);
    expect(saved.json()).toEqual({ contacts: [CONTACTS[0]] });
    const badPhone = await putContacts(user, [{ ...CONTACTS[0], phoneNumber: '123' }]);
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toMatch(/phone/i);
    expect((await putContacts(user, [{ ...CONTACTS[0], email: 'nope' }])).statusCode).toBe(400);
    expect((await putContacts(user, [{ ...CONTACTS[0], name: '  ' }])).json().message).toBe(
      'Each contact needs a name.',
    );
    const six = Array.from({ length: 6 }, (_, i) => ({ ...CONTACTS[0], email: `c${i}@example.com` }));
    expect((await putContacts(user, six)).json().message).toMatch(/at most 5/);
    expect((await putContacts(user, [CONTACTS[0], CONTACTS[0]])).statusCode).toBe(400);
    const listed = await t.app.inject({ url: '/api/user/emergency-contacts', headers: user.auth });
    expect(listed.json()).toEqual({ contacts: [CONTACTS[0]] });
  });
});

describe('share my trip', () => {
  it('gives the rider an unguessable link that shows the trip, then only that it ended', async () => {
    const { rider, biker, rideId, pickup } = await acceptedRide(t.app, { bikerName: 'Emeka Okafor' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/share`, headers: biker.auth }))
        .statusCode,
    ).toBe(403);
    const stranger = await createTestUser(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/share`, headers: stranger.auth }))
        .statusCode,
    ).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/rides/${rideId}/share`,
      headers: rider.auth,
    });
    const { url } = res.json();
    const token = url.split('/trip/')[1];
    expect(url).toBe(`${t.config.publicUrl}/trip/${token}`);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const [stored] = await t.database.db.select().from(tripShares).where(eq(tripShares.rideId, rideId));
    expect(stored!.tokenHash).not.toContain(token);

    const view = await t.app.inject({ url: `/api/trips/${token}` }); // no account
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      status: 'accepted',
      ended: false,
      driverFirstName: 'Emeka',
      vehicle: { type: 'biker', model: BIKE.bikeType, plate: BIKE.bikeNumber },
      pickup: expect.objectContaining({ latitude: pickup.latitude }),
      destination: expect.objectContaining({ name: expect.any(String) }),
      driverLocation: expect.objectContaining({ latitude: pickup.latitude }),
    });
    expect(view.body).not.toContain(biker.phoneNumber);
    expect(view.body).not.toContain(rider.phoneNumber);
    expect(view.body).not.toContain(rideId);
    expect(view.body).not.toContain(biker.id);

    // The biker moves; the page sees it.
    await t.database.db
      .update(userLocations)
      .set(north(pickup, 800))
      .where(eq(userLocations.userId, biker.id));
    expect((await t.app.inject({ url: `/api/trips/${token}` })).json().driverLocation.latitude).toBeCloseTo(
      north(pickup, 800).latitude,
      6,
    );

    await rideAction(t.app, biker, 'startride', rideId);
    await rideAction(t.app, biker, 'completeride', rideId);
    const ended = await t.app.inject({ url: `/api/trips/${token}` });
    expect(ended.json()).toEqual({ status: 'completed', ended: true, message: 'This trip has ended' });
    expect((await t.app.inject({ url: `/api/trips/${token}x` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/trips/short' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/share`, headers: rider.auth }))
        .statusCode,
    ).toBe(409);
  });

  it('e-mails the link to the trusted contacts in one call, rate-limited', async () => {
    const { rider, rideId } = await acceptedRide(t.app);
    await putContacts(rider, CONTACTS);
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/share/email`, headers: rider.auth });
    const first = await send();
    expect(first.json()).toMatchObject({ sent: 2, message: 'Trip link sent to 2 trusted contacts.' });
    const token = first.json().url.split('/trip/')[1];
    const [mail] = await waitForMail('tunde@example.com');
    expect(mail).toContain(`/trip/${token}`);
    expect(mail).toContain('Hello Bro Tunde');
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
  });
});

describe('SOS', () => {
  it('records the incident, e-mails the contacts with link and position, and tells the console live', async () => {
    const { rider, biker, rideId } = await acceptedRide(t.app);
    await putContacts(rider, [CONTACTS[0]]);
    const before = t.mail.messages.length;
    const sos = (user: TestUser, body: object) =>
      t.app.inject({ method: 'POST', url: `/api/rides/${rideId}/sos`, headers: user.auth, payload: body });
    const res = await sos(rider, { latitude: 6.6, longitude: 3.35, note: 'He took a strange road' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      emergencyNumber: '112',
      contactsNotified: 1,
      incident: { status: 'open' },
    });
    const mail = mailsTo(CONTACTS[0].email).at(-1)!;
    expect(t.mail.messages.length).toBe(before + 1);
    expect(mail).toMatch(/SOS: .* asked for help/);
    expect(mail).toContain('mlat=6.60000&mlon=3.35000');
    expect(mail).toContain(BIKE.bikeNumber);
    expect(mail).toMatch(/\/trip\/[A-Za-z0-9_-]{32}/);

    // A retry (weak connection) moves the same incident instead of opening another or e-mailing again.
    const retry = await sos(rider, { latitude: 6.61, longitude: 3.36 });
    expect(retry.json().incident._id).toBe(res.json().incident._id);
    expect(retry.json().contactsNotified).toBe(0);
    const rows = await t.database.db.select().from(incidents).where(eq(incidents.rideId, rideId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ latitude: 6.61, note: 'He took a strange road' });

    // The driver may raise one too; a stranger may not; bad positions are refused.
    expect((await sos(biker, { latitude: 6.6, longitude: 3.35 })).statusCode).toBe(200);
    expect((await sos(await createTestUser(t.app), { latitude: 6.6, longitude: 3.35 })).statusCode).toBe(404);
    expect((await sos(rider, { latitude: 95, longitude: 3.35 })).statusCode).toBe(400);

    const events = await t.database.db.select().from(eventLog).where(eq(eventLog.userId, admin.id));
    expect(
      events.filter((e) => e.type === 'incident' && (e.payload as { rideId: string }).rideId === rideId)
        .length,
    ).toBeGreaterThanOrEqual(3);

    const list = await t.app.inject({ url: '/api/admin/incidents?status=open', headers: admin.auth });
    const mine = list.json().incidents.filter((i: { rideId: string }) => i.rideId === rideId);
    expect(mine.map((i: { reporter: { role: string } }) => i.reporter.role).sort()).toEqual([
      'driver',
      'rider',
    ]);
    const id = mine.find((i: { reporter: { role: string } }) => i.reporter.role === 'rider')._id;
    const detail = await t.app.inject({ url: `/api/admin/incidents/${id}`, headers: admin.auth });
    expect(detail.json().incident).toMatchObject({ plate: BIKE.bikeNumber, latitude: 6.61 });
    expect(detail.json().timeline.map((e: { toStatus: string }) => e.toStatus)).toEqual([
      'requested',
      'accepted',
    ]);
    const ack = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/incidents/${id}/status`,
      headers: admin.auth,
      payload: { status: 'acknowledged' },
    });
    expect(ack.json().incident.status).toBe('acknowledged');
    expect((await t.app.inject({ url: '/api/admin/incidents', headers: rider.auth })).statusCode).toBe(403);
  });
});
