// Rides, money and support for the operator.

import type { RideStatus } from '@waka/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, rides } from '../../db/schema';
import {
  createTestApp,
  createTestUser,
  creditTestWallet,
  type TestApp,
  type TestUser,
} from '../../test-support/harness';
import { chargeCommission } from '../wallet/commission';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, { role: null, isAdmin: true });
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.auth });
const LAGOS = { latitude: 6.5244, longitude: 3.3792 };

async function insertRide(
  status: RideStatus,
  minutesAgo: number,
  fareKobo = 150_000,
  commissionKobo?: number,
) {
  const rider = await createTestUser(t.app, { role: 'rider' });
  const driver = await createTestUser(t.app, { role: 'driver', approved: true });
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  const [row] = await t.database.db
    .insert(rides)
    .values({
      riderId: rider.id,
      driverId: driver.id,
      vehicleType: 'driver',
      status,
      pickupLatitude: LAGOS.latitude,
      pickupLongitude: LAGOS.longitude,
      pickupName: 'Yaba',
      destinationLatitude: 6.6,
      destinationLongitude: 3.35,
      destinationName: 'Ikeja',
      fareKobo,
      commissionKobo,
      distanceMeters: 9000,
      durationSeconds: 1200,
      expiresAt: new Date(Date.now() + 120_000),
      createdAt,
    })
    .returning({ id: rides.id });
  return { id: row!.id, driver, rider };
}

describe('rides', () => {
  it('lists open and active rides first, the oldest open first, with their age', async () => {
    const done = await insertRide('completed', 1);
    const oldOpen = await insertRide('accepted', 30);
    const newOpen = await insertRide('requested', 2);
    const res = await get('/api/admin/rides?limit=10');
    expect(res.statusCode).toBe(200);
    const ids = res.json().rides.map((r: { _id: string }) => r._id);
    expect(ids).toEqual([oldOpen.id, newOpen.id, done.id]);
    expect(res.json().rides[0]).toMatchObject({ status: 'accepted', fare: 1500, pickupName: 'Yaba' });
    expect(res.json().rides[0].ageSeconds).toBeGreaterThanOrEqual(30 * 60 - 5);

    const open = await get('/api/admin/rides?status=open');
    expect(open.json().total).toBe(2);
    const completed = await get('/api/admin/rides?status=completed');
    expect(completed.json().rides.map((r: { _id: string }) => r._id)).toEqual([done.id]);
  });

  it('answers an unknown ride with 404 and a bad status with 400', async () => {
    expect((await get('/api/admin/rides/00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
    const bad = await get('/api/admin/rides?status=flying');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status is not a ride status/);
  });
});

describe('money', () => {
  it('lists payments by status, amounts in naira', async () => {
    const payer = await createTestUser(t.app, { role: 'driver', approved: true, name: 'Payer' });
    await t.database.db.insert(payments).values([
      // Failed, not successful: a successful payment without its funding posting would (rightly) unbalance
      // the wallet reconciliation checked below.
      {
        userId: payer.id,
        reference: 'ref-no',
        provider: 'sandbox',
        amountKobo: 200_000,
        email: payer.email,
        status: 'failed',
      },
      {
        userId: payer.id,
        reference: 'ref-wait',
        provider: 'sandbox',
        amountKobo: 50_000,
        email: payer.email,
      },
    ]);
    const res = await get('/api/admin/payments?status=failed');
    expect(res.json()).toMatchObject({
      total: 1,
      payments: [
        { reference: 'ref-no', amount: 2000, status: 'failed', user: { _id: payer.id, name: 'Payer' } },
      ],
    });
    expect((await get('/api/admin/payments')).json().total).toBe(2);
  });

  it('sums commission per day in naira, zero days included, and shows a wallet ledger', async () => {
    const { id: rideId, driver } = await insertRide('completed', 5, 150_500, 15_050);
    await creditTestWallet(t.app, driver.id, 3000);
    await t.database.db.transaction((tx) =>
      chargeCommission(tx, { driverId: driver.id, rideId, commissionKobo: 15_050 }),
    );
    const res = await get('/api/admin/commission/daily?days=7');
    const body = res.json();
    expect(body.days).toHaveLength(7);
    expect(body.total).toBe(150.5);
    expect(body.days.at(-1)).toMatchObject({ commission: 150.5, rides: 1 });
    expect(body.days[0]).toMatchObject({ commission: 0, rides: 0 });

    const ledger = await get(`/api/admin/wallets/${driver.id}/ledger`);
    expect(ledger.json()).toMatchObject({ balance: 2849.5, total: 2 });
    expect(ledger.json().entries.map((e: { amount: number; kind: string }) => [e.kind, e.amount])).toEqual([
      ['commission', -150.5],
      ['adjustment', 3000],
    ]);
    expect((await get('/api/admin/commission/daily?days=0')).statusCode).toBe(400);
  });

  it('checks that the ledger balances, and says so when it does not', async () => {
    const ok = await get('/api/admin/ledger/check');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ totalKobo: 0, balanced: true, unbalancedPostings: 0 });
    expect(ok.json().entryCount).toBeGreaterThan(0);

    // Tamper with the books the way a bug or a hand edit would: one extra kobo on an existing entry (the
    // immutability trigger is switched off for the edit, as someone with database access could).
    await t.database.db.execute(sql`alter table ledger_entries disable trigger ledger_entries_no_update`);
    await t.database.db.execute(
      sql`update ledger_entries set amount_kobo = amount_kobo + 1 where id = (select min(id) from ledger_entries)`,
    );
    await t.database.db.execute(sql`alter table ledger_entries enable trigger ledger_entries_no_update`);
    const bad = await get('/api/admin/ledger/check');
    expect(bad.json()).toMatchObject({ totalKobo: 1, balanced: false, unbalancedPostings: 1 });
  });
});

describe('support inbox', () => {
  it('lists unhandled messages oldest first and marks them handled, audited', async () => {
    const user = await createTestUser(t.app, { role: 'rider', name: 'Rita Rider' });
    for (const subject of ['First', 'Second']) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/message',
        headers: user.auth,
        payload: { subject, message: `About ${subject}` },
      });
      expect(sent.statusCode).toBe(200);
    }
    const inbox = await get('/api/admin/support?handled=false');
    expect(inbox.json().messages.map((m: { subject: string }) => m.subject)).toEqual(['First', 'Second']);
    expect(inbox.json().messages[0].user).toMatchObject({ name: 'Rita Rider', email: user.email });

    const id = inbox.json().messages[0]._id;
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/support/${id}/handled`,
      headers: admin.auth,
    });
    expect(done.statusCode, done.body).toBe(200);
    const after = await get('/api/admin/support?handled=false');
    expect(after.json().messages.map((m: { subject: string }) => m.subject)).toEqual(['Second']);
    const handled = await get('/api/admin/support?handled=true');
    expect(handled.json().messages[0]).toMatchObject({ _id: id, handledBy: admin.id });
    const audit = await get('/api/admin/audit?action=support.handled');
    expect(audit.json().entries[0]).toMatchObject({ targetId: id, actor: { _id: admin.id } });
  });
});
