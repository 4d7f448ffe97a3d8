// A Paystack funding reversed or refunded after it was credited is taken back with one balancing posting per
// reference (docs/decisions/106), against the local Paystack stand-in. A reversal before the credit credits
// nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerPostings, notifications } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import {
  type PaystackStandIn,
  postSignedWebhook,
  startPaystackStandIn,
} from '../../test-support/paystack-stand-in';
import { checkLedger } from './ledger-check';

let t: TestApp;
let paystack: PaystackStandIn;
let driver: TestUser;

beforeAll(async () => {
  paystack = await startPaystackStandIn();
  t = await createTestApp({ PAYSTACK_SECRET_KEY: paystack.secretKey, PAYSTACK_BASE_URL: paystack.baseUrl });
  driver = await createTestUser(t.app, { role: 'driver', approved: true });
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
});

async function fund(amount: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/initialize',
    headers: driver.auth,
    payload: { amount, email: driver.email },
  });
  expect(res.statusCode).toBe(200);
  return res.json().reference;
}
const verify = (reference: string) =>
  t.app.inject({ method: 'POST', url: '/api/verifytransaction', payload: { reference } });
const balance = async () =>
  (await t.app.inject({ url: '/api/rider/getwalletbalance', headers: driver.auth })).json().walletBalance;
const refundWebhook = (reference: string) =>
  postSignedWebhook(t.app, paystack, {
    event: 'refund.processed',
    data: { status: 'processed', transaction_reference: reference, amount: 100_000, currency: 'NGN' },
  });
async function reversals(reference: string) {
  return t.database.db
    .select()
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.kind, 'reversal'), eq(ledgerPostings.paymentReference, reference)));
}

describe('a reversed Paystack funding', () => {
  it('is taken back once, however many refund notices arrive, and the ledger still balances', async () => {
    const start = await balance();
    const reference = await fund(1000);
    paystack.markPaid(reference);
    expect((await verify(reference)).json().status).toBe('success');
    expect(await balance()).toBe(start + 1000);

    // A notice while Paystack still says success changes nothing.
    expect((await refundWebhook(reference)).statusCode).toBe(200);
    await t.app.jobs.idle(); // the webhook answers first and checks in the background
    expect(await reversals(reference)).toHaveLength(0);

    paystack.markReversed(reference);
    await Promise.all([refundWebhook(reference), refundWebhook(reference), refundWebhook(reference)]);
    await t.app.jobs.idle();
    expect(await reversals(reference)).toHaveLength(1);
    expect(await balance()).toBe(start);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, driver.id));
    expect(notes.map((n) => n.message)).toContainEqual(expect.stringMatching(/was reversed/));
    expect(await checkLedger(t.database.db)).toMatchObject({
      totalKobo: 0,
      unbalancedPostings: 0,
      walletMismatches: [],
    });
  });

  it('credits nothing when the charge is already reversed at the first verification', async () => {
    const start = await balance();
    const reference = await fund(700);
    paystack.markReversed(reference);
    expect((await verify(reference)).json().status).toBe('failed');
    expect(await balance()).toBe(start);
    expect(await reversals(reference)).toHaveLength(0);
  });
});
