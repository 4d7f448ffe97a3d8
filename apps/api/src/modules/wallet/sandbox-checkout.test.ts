// The sandbox provider (no PAYSTACK_SECRET_KEY): its checkout page, Pay and Cancel, and the same
// verify path; refused in production.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxCharges } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { reconcilePendingPayments } from './reconcile-payments';

let t: TestApp;
let driver: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PAYSTACK_SECRET_KEY: '' });
  driver = await createTestUser(t.app, { role: 'driver', approved: true });
});
afterAll(() => t?.close());

async function startPayment(user: TestUser, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/initialize',
    headers: user.auth,
    payload: { amount, email: user.email },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { authorization_url: string; reference: string };
}
const verify = (reference: string) =>
  t.app.inject({ method: 'POST', url: '/api/verifytransaction', payload: { reference } });
const press = (reference: string, action: 'pay' | 'cancel') =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${reference}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
async function balance(user: TestUser): Promise<number> {
  return (await t.app.inject({ url: '/api/rider/getwalletbalance', headers: user.auth })).json()
    .walletBalance;
}

describe('the sandbox checkout', () => {
  it('serves a hosted-looking page with the amount, the e-mail, Pay and Cancel', async () => {
    const { authorization_url, reference } = await startPayment(driver, 2000);
    expect(authorization_url).toBe(`http://localhost:3000/sandbox/checkout/${reference}`);
    const page = await t.app.inject({ url: `/sandbox/checkout/${reference}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.body).toContain('Waka Sandbox Checkout');
    expect(page.body).toContain('₦2,000.00');
    expect(page.body).toContain(driver.email);
    expect(page.body).toContain(`action="/sandbox/checkout/${reference}/pay"`);
    expect(page.body).toContain(`action="/sandbox/checkout/${reference}/cancel"`);
    expect(page.body).not.toContain('<script');
  });

  it('does not fund before Pay; Pay funds once and returns to /InitializePayment, where verify succeeds', async () => {
    const user = await createTestUser(t.app, { role: 'biker', approved: true });
    const { reference } = await startPayment(user, 2500);
    const early = await verify(reference);
    expect(early.statusCode).toBe(402);
    expect(early.json().status).toBe('pending');

    const paid = await press(reference, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/InitializePayment?reference=${reference}`);
    expect(await balance(user)).toBe(2500); // settled as a webhook would, before the payer is back
    expect((await verify(reference)).json()).toEqual({
      status: 'success',
      message: 'Payment verified. Your wallet has been funded.',
    });
    expect((await press(reference, 'pay')).statusCode).toBe(303);
    expect((await press(reference, 'cancel')).statusCode).toBe(303);
    expect(await balance(user)).toBe(2500);
    const page = await t.app.inject({ url: `/sandbox/checkout/${reference}` });
    expect(page.body).toContain('Payment complete');
    expect(page.body).not.toContain('/pay"');
  });

  it('Cancel returns with a failed state and credits nothing', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: true });
    const { reference } = await startPayment(user, 600);
    const cancelled = await press(reference, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `http://localhost:3000/InitializePayment?reference=${reference}&status=cancelled`,
    );
    const res = await verify(reference);
    expect(res.statusCode).toBe(402);
    expect(res.json().status).toBe('failed');
    expect((await press(reference, 'pay')).statusCode).toBe(303); // too late: the charge is final
    expect(await balance(user)).toBe(0);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row!.status).toBe('failed');
    const history = await t.app.inject({ url: '/api/transactionhistory', headers: user.auth });
    expect(history.json().transactions).toEqual([
      expect.objectContaining({ type: 'funding', amount: 600, status: 'failed' }),
    ]);
  });

  it('keeps its state in the database, where verify reads it (nothing lives in memory)', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: true });
    const { reference } = await startPayment(user, 800);
    // As if Pay was pressed and the process died before settling: only the provider's record says paid.
    await t.database.db
      .update(sandboxCharges)
      .set({ status: 'success' })
      .where(eq(sandboxCharges.reference, reference));
    expect((await verify(reference)).json().status).toBe('success');
    expect(await balance(user)).toBe(800);
  });

  it('the reconciler credits a paid charge nobody verified, once', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: true });
    const { reference } = await startPayment(user, 900);
    await t.database.db
      .update(sandboxCharges)
      .set({ status: 'success' })
      .where(eq(sandboxCharges.reference, reference));
    const run = (minutesLater: number) =>
      reconcilePendingPayments(t.app, { now: new Date(Date.now() + minutesLater * 60_000) });
    expect(await run(0)).toBe(0); // too young: the payer may still be verifying
    expect(await run(3)).toBeGreaterThanOrEqual(1);
    expect(await run(3)).toBe(0);
    expect(await balance(user)).toBe(900);
  });

  it('answers 404 pages for unknown or malformed references', async () => {
    expect((await t.app.inject({ url: '/sandbox/checkout/waka-unknown' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sandbox/checkout/%3Cscript%3E' })).statusCode).toBe(404);
    expect((await press('waka-unknown', 'pay')).statusCode).toBe(404);
  });

  it('refuses webhooks: without a secret key no signature can be checked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/paystack/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'x' },
      payload: { event: 'charge.success', data: { reference: 'waka-1' } },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('production without PAYSTACK_SECRET_KEY', () => {
  it('refuses to fund with 503 and serves no sandbox page', async () => {
    const prod = await createTestApp({
      PAYSTACK_SECRET_KEY: '',
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525', // required in production; this test sends no mail
    });
    try {
      const user = await createTestUser(prod.app, { role: 'driver', approved: true });
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/initialize',
        headers: user.auth,
        payload: { amount: 1000, email: user.email },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/PAYSTACK_SECRET_KEY/);
      expect((await prod.database.db.select().from(payments)).length).toBe(0);
      expect((await prod.app.inject({ url: '/sandbox/checkout/waka-abc' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
