// Ledger invariants under load: a randomized mix of fundings (through the real HTTP
// path and the sandbox provider) and ride commissions (postToLedger in the completing transaction, as rides
// does) run concurrently; afterwards the books balance and every wallet equals its entries and its records.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerPostings, notifications, payments, rides } from '../../db/schema';
import { isUniqueViolation } from '../../lib/errors';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { chargeCommission } from './commission';
import {
  ensureSystemAccount,
  ensureWalletAccount,
  getLedgerTotalKobo,
  getWalletBalanceKobo,
  postToLedger,
} from './ledger';
import { checkLedger } from './ledger-check';

let t: TestApp;
let rider: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PAYSTACK_SECRET_KEY: '' });
  rider = await createTestUser(t.app, { role: 'rider' });
});
afterAll(() => t?.close());

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

async function fund(user: TestUser, amountNaira: number): Promise<void> {
  const init = await t.app.inject({
    method: 'POST',
    url: '/api/initialize',
    headers: user.auth,
    payload: { amount: amountNaira, email: user.email },
  });
  expect(init.statusCode).toBe(200);
  const { reference } = init.json();
  const verify = () =>
    t.app.inject({ method: 'POST', url: '/api/verifytransaction', payload: { reference } });
  const pay = t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${reference}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  // Pay (which settles like a webhook) races two verifications.
  const [paid] = await Promise.all([pay, verify(), verify()]);
  expect(paid.statusCode).toBe(303);
  expect((await verify()).json().status).toBe('success');
}

/** What rides does when a ride completes: the ride row and its commission in one transaction. */
async function completeRide(driverId: string, fareKobo: number, viaHelper: boolean): Promise<number> {
  const commissionKobo = Math.round(fareKobo * 0.1);
  await t.database.db.transaction(async (tx) => {
    const [ride] = await tx
      .insert(rides)
      .values({
        riderId: rider.id,
        driverId,
        vehicleType: 'driver',
        status: 'completed',
        pickupLatitude: 6.5,
        pickupLongitude: 3.3,
        pickupName: 'Yaba',
        destinationLatitude: 6.6,
        destinationLongitude: 3.4,
        destinationName: 'Ikeja',
        fareKobo,
        distanceMeters: 9000,
        durationSeconds: 1200,
        commissionKobo,
        expiresAt: new Date(),
      })
      .returning({ id: rides.id });
    if (viaHelper) {
      await chargeCommission(tx, { driverId, rideId: ride!.id, commissionKobo });
      return;
    }
    const wallet = await ensureWalletAccount(tx, driverId);
    const revenue = await ensureSystemAccount(tx, 'platform_revenue');
    await postToLedger(tx, {
      kind: 'commission',
      description: 'Commission on ride',
      rideId: ride!.id,
      entries: [
        { accountId: wallet, amountKobo: -commissionKobo },
        { accountId: revenue, amountKobo: commissionKobo },
      ],
    });
  });
  return commissionKobo;
}

describe('the ledger under a concurrent mix of fundings and commissions', () => {
  it('balances to zero and every wallet equals its entries and its records', async () => {
    const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 1_000_000);
    const random = mulberry32(seed);
    const drivers = await Promise.all(
      Array.from({ length: 4 }, () => createTestUser(t.app, { role: 'driver', approved: true })),
    );
    const expected = new Map<string, number>(drivers.map((d) => [d.id, 0]));
    const operations: Promise<void>[] = [];
    for (let i = 0; i < 40; i++) {
      const driver = drivers[Math.floor(random() * drivers.length)]!;
      if (random() < 0.4) {
        const naira = 500 + Math.floor(random() * 9500) + (random() < 0.3 ? 0.25 : 0);
        operations.push(
          fund(driver, naira).then(
            () => void expected.set(driver.id, expected.get(driver.id)! + naira * 100),
          ),
        );
      } else {
        const fareKobo = (1000 + Math.floor(random() * 20) * 50) * 100 + Math.floor(random() * 99);
        operations.push(
          completeRide(driver.id, fareKobo, random() < 0.5).then(
            (commission) => void expected.set(driver.id, expected.get(driver.id)! - commission),
          ),
        );
      }
    }
    await Promise.all(operations);

    const check = await checkLedger(t.database.db);
    expect(check, `seed ${seed}`).toEqual({ totalKobo: 0, unbalancedPostings: 0, walletMismatches: [] });
    for (const driver of drivers) {
      const entriesSum = await t.database.db.execute(sql`
        select coalesce(sum(e.amount_kobo), 0) as total from ledger_entries e
        join ledger_accounts a on a.id = e.account_id where a.user_id = ${driver.id}`);
      const fromEntries = Number((entriesSum as unknown as { rows: { total: string }[] }).rows[0]!.total);
      expect(fromEntries, `seed ${seed}`).toBe(Math.round(expected.get(driver.id)!));
      expect(await getWalletBalanceKobo(t.database.db, driver.id)).toBe(fromEntries);
      const api = await t.app.inject({ url: '/api/rider/getwalletbalance', headers: driver.auth });
      expect(api.json().walletBalance).toBe(fromEntries / 100);
    }
  });
});

describe('ledger guards', () => {
  it('refuses an unbalanced posting, in code and in the database', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: true });
    const wallet = await ensureWalletAccount(t.database.db, user.id);
    const clearing = await ensureSystemAccount(t.database.db, 'provider_clearing');
    await expect(
      postToLedger(t.database.db, {
        kind: 'adjustment',
        description: 'bad',
        entries: [
          { accountId: wallet, amountKobo: 100 },
          { accountId: clearing, amountKobo: -99 },
        ],
      }),
    ).rejects.toThrow(/balance/);
    // Going around postToLedger: the deferred trigger refuses the commit.
    await expect(
      t.database.db.transaction(async (tx) => {
        const [posting] = await tx
          .insert(ledgerPostings)
          .values({ kind: 'adjustment', description: 'sneaky' })
          .returning({ id: ledgerPostings.id });
        await tx.insert(ledgerEntries).values({ postingId: posting!.id, accountId: wallet, amountKobo: 100 });
      }),
    ).rejects.toThrow();
    expect(await getWalletBalanceKobo(t.database.db, user.id)).toBe(0);
    expect(await getLedgerTotalKobo(t.database.db)).toBe(0);
  });

  it('takes one commission per ride, notifies the driver, and never a second', async () => {
    const driver = await createTestUser(t.app, { role: 'driver', approved: true });
    const rideId = randomUUID();
    await t.database.db.insert(rides).values({
      id: rideId,
      riderId: rider.id,
      driverId: driver.id,
      vehicleType: 'driver',
      status: 'completed',
      pickupLatitude: 6.5,
      pickupLongitude: 3.3,
      pickupName: 'A',
      destinationLatitude: 6.6,
      destinationLongitude: 3.4,
      destinationName: 'B',
      fareKobo: 150_000,
      distanceMeters: 1000,
      durationSeconds: 600,
      commissionKobo: 15_000,
      expiresAt: new Date(),
    });
    const charge = () =>
      t.database.db.transaction((tx) =>
        chargeCommission(tx, { driverId: driver.id, rideId, commissionKobo: 15_000 }),
      );
    expect(await charge()).toEqual(expect.any(String));
    const second = await charge().catch((error) => error);
    expect(isUniqueViolation(second)).toBe(true);
    expect(await getWalletBalanceKobo(t.database.db, driver.id)).toBe(-15_000);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, driver.id));
    expect(notes.map((n) => n.message)).toEqual([
      'A commission of ₦150.00 was taken from your wallet for your ride.',
    ]);
    const history = await t.app.inject({ url: '/api/transactionhistory', headers: driver.auth });
    expect(history.json().transactions).toEqual([
      expect.objectContaining({ type: 'commission', amount: -150, status: 'success' }),
    ]);
  });

  it('reports a wallet whose records disagree with its entries', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: true });
    await t.database.db.insert(payments).values({
      userId: user.id,
      reference: `waka-orphan-${Date.now()}`,
      provider: 'sandbox',
      amountKobo: 70_000,
      email: user.email,
      status: 'success',
    });
    const check = await checkLedger(t.database.db);
    expect(check.totalKobo).toBe(0);
    expect(check.walletMismatches).toContainEqual({ userId: user.id, balanceKobo: 0, expectedKobo: 70_000 });
  });
});
