// Settings through the console: validated, stored in the database, in force at
// once (the next completed ride pays the new commission), every change audited with who and when.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import {
  createTestApp,
  createTestUser,
  creditTestWallet,
  type TestApp,
  type TestUser,
} from '../../test-support/harness';
import { getSettings } from '../settings/service';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, { role: null, isAdmin: true, name: 'Sade Settings' });
});
afterAll(async () => t?.close());

const LAGOS = { latitude: 6.5244, longitude: 3.3792 };
const AWAY = { latitude: 6.5694, longitude: 3.3792 };

const putSettings = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: admin.auth });

/** A whole ride through the rides API; returns its fare and the commission taken when it completed. */
async function completeOneRide(): Promise<{ fare: number; commission: number }> {
  const driver = await createTestUser(t.app, { role: 'driver', approved: true, location: LAGOS });
  await creditTestWallet(t.app, driver.id, 5000);
  const rider = await createTestUser(t.app, { role: 'rider', location: LAGOS });
  const requested = await t.app.inject({
    method: 'POST',
    url: '/api/requestride',
    headers: rider.auth,
    payload: {
      pickupLocation: LAGOS,
      destinationLocation: AWAY,
      driverId: driver.id,
      preferredType: 'driver',
      notes: '',
    },
  });
  expect(requested.statusCode).toBe(200);
  const rideRequestId = requested.json().ride._id as string;
  for (const action of ['acceptride', 'startride', 'completeride']) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${action}`,
      headers: driver.auth,
      payload: { rideRequestId },
    });
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  }
  const detail = await t.app.inject({
    method: 'GET',
    url: `/api/admin/rides/${rideRequestId}`,
    headers: admin.auth,
  });
  const { ride, timeline } = detail.json();
  expect(timeline.map((e: { toStatus: string }) => e.toStatus)).toEqual([
    'requested',
    'accepted',
    'in_progress',
    'completed',
  ]);
  return { fare: ride.fare, commission: ride.commission };
}

describe('settings', () => {
  it('shows the settings in force, defaults from the environment', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    expect(res.json()).toMatchObject({
      settings: { commissionRate: 0.1, lowBalanceThreshold: 500, rideRequestTimeoutS: 120 },
      updatedAt: null,
      updatedBy: null,
    });
    expect(res.json().settings.tariffs.biker).toMatchObject({ baseNaira: 200 });
  });

  it.each([
    [{ commissionRate: 0.6 }, 'The commission rate must be between 0 and 0.5 (0 % to 50 %).'],
    [{ commissionRate: -0.1 }, 'The commission rate must be between 0 and 0.5 (0 % to 50 %).'],
    [{ lowBalanceThreshold: -1 }, 'The low-balance threshold cannot be negative.'],
    [{ rideRequestTimeoutS: 5 }, 'The request timeout must be between 10 and 3600 seconds.'],
    [{ rideRequestTimeoutS: 30.5 }, 'The request timeout must be whole seconds.'],
    [
      { tariffs: { biker: { baseNaira: -5, perKmNaira: 1, perMinuteNaira: 1, minimumNaira: 1 } } },
      'The base fare cannot be negative.',
    ],
    [{}, 'Send at least one setting to change.'],
  ])('refuses %j with a message', async (body, message) => {
    const res = await putSettings(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('changes the commission of the next completed ride, without a restart', async () => {
    const first = await completeOneRide();
    expect(first.commission).toBeCloseTo(first.fare * 0.1, 2);

    const res = await putSettings({ commissionRate: 0.25 });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.commissionRate).toBe(0.25);
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().commissionRate).toBe(0.25);

    const second = await completeOneRide();
    expect(second.fare).toBe(first.fare);
    expect(second.commission).toBeCloseTo(second.fare * 0.25, 2);
    expect(second.commission).not.toBe(first.commission);
  });

  it('records who changed what and when, in the table and the audit log', async () => {
    const res = await putSettings({
      lowBalanceThreshold: 750,
      tariffs: { biker: { baseNaira: 250, perKmNaira: 90, perMinuteNaira: 12, minimumNaira: 600 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      settings: {
        lowBalanceThreshold: 750,
        tariffs: { biker: { baseNaira: 250 }, driver: { baseNaira: 500 } },
      },
      updatedBy: { _id: admin.id, name: 'Sade Settings' },
    });
    const stored = await getSettings(t.database.db, t.config);
    expect(stored.lowBalanceThresholdKobo).toBe(75_000);
    const [row] = await t.database.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'lowBalanceThresholdKobo'));
    expect(row).toMatchObject({ value: 75_000, updatedBy: admin.id });

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=settings.update&limit=1',
      headers: admin.auth,
    });
    const [entry] = audit.json().entries;
    expect(entry.actor).toMatchObject({ _id: admin.id });
    expect(entry.details.changes.lowBalanceThresholdKobo).toEqual({ from: 50_000, to: 75_000 });
    expect(entry.details.changes.tariffs.to.biker.baseNaira).toBe(250);
    expect(entry.details.changes.commissionRate).toBeUndefined();
  });

  it('writes no audit row when nothing really changes', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.auth });
    await putSettings({ lowBalanceThreshold: 750 });
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.auth });
    expect(after.json().total).toBe(before.json().total);
  });

  it('applies two concurrent edits of different tariffs one after the other, losing neither', async () => {
    const tariff = (base: number) => ({
      baseNaira: base,
      perKmNaira: 100,
      perMinuteNaira: 10,
      minimumNaira: 700,
    });
    const [a, b] = await Promise.all([
      putSettings({ tariffs: { driver: tariff(111) } }),
      putSettings({ tariffs: { biker: tariff(222) } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const current = await getSettings(t.database.db, t.config);
    expect(current.tariffs.driver.baseNaira).toBe(111);
    expect(current.tariffs.biker.baseNaira).toBe(222);
  });
});
