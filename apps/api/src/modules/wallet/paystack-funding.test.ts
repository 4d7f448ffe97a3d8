// Funding through Paystack's API, against a local stand-in of Paystack on 127.0.0.1: initialize,
// verify, the webhook, and their concurrency. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLog, ledgerPostings, notifications, payments } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { type PaystackStandIn, startPaystackStandIn } from '../../test-support/paystack-stand-in';
import { paystackSignature } from './webhook-routes';

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

async function initialize(user: TestUser, amount: unknown, email?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/initialize',
    headers: user.auth,
    payload: { amount, email: email ?? user.email },
  });
}
async function startPayment(user: TestUser, amount: number): Promise<string> {
  const res = await initialize(user, amount);
  expect(res.statusCode).toBe(200);
  return res.json().reference;
}
const verify = (reference: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/verifytransaction', payload: { reference } });
async function balance(user: TestUser): Promise<number> {
  const res = await t.app.inject({ url: '/api/rider/getwalletbalance', headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json().walletBalance;
}
function webhook(body: unknown, signature?: string | null) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null)
    headers['x-paystack-signature'] = signature ?? paystackSignature(raw, paystack.secretKey);
  return t.app.inject({ method: 'POST', url: '/api/paystack/webhook', headers, payload: raw });
}
const chargeSuccess = (reference: string, amount = 0) => ({
  event: 'charge.success',
  data: { reference, amount, currency: 'NGN', status: 'success' },
});
async function fundingPostings(reference: string) {
  return t.database.db
    .select()
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.kind, 'funding'), eq(ledgerPostings.paymentReference, reference)));
}
async function paymentRow(reference: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
  return row!;
}
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('POST /api/initialize', () => {
  it('asks Paystack for a page with the amount in kobo, the account e-mail and a callback to the app', async () => {
    const res = await initialize(driver, 2500, 'SOMEONE-ELSE@example.com');
    expect(res.statusCode).toBe(200);
    const { authorization_url, reference } = res.json();
    expect(reference).toMatch(/^waka-[0-9a-f]{24}$/);
    expect(authorization_url).toMatch(new RegExp(`^${paystack.baseUrl}/checkout/`));
    const sent = paystack.initializeBodies.at(-1)!;
    expect(sent).toEqual({
      amount: 250_000,
      email: driver.email,
      reference,
      currency: 'NGN',
      callback_url: `http://localhost:3000/InitializePayment?reference=${reference}`,
    });
    const row = await paymentRow(reference);
    expect(row).toMatchObject({
      status: 'pending',
      amountKobo: 250_000,
      provider: 'paystack',
      userId: driver.id,
    });
  });

  it('refuses amounts below ₦500, non-numbers, above the maximum and fractions of a kobo', async () => {
    for (const amount of [499, 0, -1000, 'abc', null, '']) {
      const res = await initialize(driver, amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().message).toBe('Minimum payment is ₦500.');
    }
    const tooMuch = await initialize(driver, 500_001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Maximum payment is ₦500,000.');
    expect((await initialize(driver, 500.005)).statusCode).toBe(400);
    expect((await initialize(driver, '750')).statusCode).toBe(200);
  });

  it('needs a token, and a driver or biker', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/initialize',
      payload: { amount: 500 },
    });
    expect(anonymous.statusCode).toBe(401);
    const rider = await createTestUser(t.app, { role: 'rider' });
    const res = await initialize(rider, 500);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only drivers and bike riders have a wallet.');
    const biker = await createTestUser(t.app, { role: 'biker', approved: false });
    expect((await initialize(biker, 500)).statusCode).toBe(200);
  });

  it('limits initializations per account, not per address', async () => {
    const busy = await createTestUser(t.app, { role: 'driver', approved: true });
    const codes = [];
    for (let i = 0; i < 21; i++) codes.push((await initialize(busy, 500)).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
    const other = await createTestUser(t.app, { role: 'driver', approved: true });
    expect((await initialize(other, 500)).statusCode).toBe(200);
  });

  it("answers 502 'Payment initialization failed.' when Paystack fails, and records the failure", async () => {
    paystack.failInitialize = true;
    try {
      const res = await initialize(driver, 1000);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Payment initialization failed.');
      const sent = paystack.initializeBodies.at(-1)!;
      expect((await paymentRow(String(sent.reference))).status).toBe('failed');
    } finally {
      paystack.failInitialize = false;
    }
  });
});

describe('POST /api/verifytransaction', () => {
  it('fails before payment, credits once after, and history shows it', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: true });
    const reference = await startPayment(user, 2000);

    const early = await verify(reference);
    expect(early.statusCode).toBe(402);
    expect(early.json()).toEqual({ status: 'pending', message: expect.not.stringMatching(/verified/i) });
    expect(await balance(user)).toBe(0);

    paystack.markPaid(reference);
    const paid = await verify(reference);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      status: 'success',
      message: 'Payment verified. Your wallet has been funded.',
    });
    const again = await verify(reference);
    expect(again.json().status).toBe('success');
    expect(await balance(user)).toBe(2000);
    expect(await fundingPostings(reference)).toHaveLength(1);

    const history = await t.app.inject({ url: '/api/transactionhistory', headers: user.auth });
    expect(history.statusCode).toBe(200);
    expect(history.json().transactions).toEqual([
      expect.objectContaining({ type: 'funding', amount: 2000, status: 'success', date: expect.any(String) }),
    ]);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.map((n) => n.message)).toEqual(['Your wallet has been funded with ₦2,000.00.']);
    const events = await t.database.db.select().from(eventLog).where(eq(eventLog.userId, user.id));
    expect(events.filter((e) => e.type === 'wallet.balance').map((e) => e.payload)).toEqual([
      { walletBalance: 2000 },
    ]);
  });

  it('credits once when the same reference is verified concurrently and delivered by webhook', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: true });
    const reference = await startPayment(user, 5000);
    paystack.markPaid(reference);
    paystack.verifyDelayMs = 30; // let every caller get its answer from Paystack before anyone credits
    try {
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => verify(reference)),
        ...Array.from({ length: 3 }, () => webhook(chargeSuccess(reference, 500_000))),
      ]);
      for (const answer of answers) expect(answer.statusCode).toBe(200);
      for (const answer of answers.slice(0, 8)) expect(answer.json().status).toBe('success');
    } finally {
      paystack.verifyDelayMs = 0;
    }
    await t.app.inject({ url: '/healthz' });
    await new Promise((r) => setTimeout(r, 300)); // the webhooks' background settlements
    expect(await balance(user)).toBe(5000);
    expect(await fundingPostings(reference)).toHaveLength(1);
  });

  it('answers 404 for an unknown reference and 400 for a missing or malformed one', async () => {
    expect((await verify('waka-000000000000000000000000')).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'POST', url: '/api/verifytransaction', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('No recent payment to verify.');
    expect((await verify('../../etc/passwd')).statusCode).toBe(400);
  });

  it('credits nothing when the amount or currency paid differs, and says so', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: true });
    const cheap = await startPayment(user, 5000);
    paystack.markPaid(cheap, { amount: 50_000 });
    const res = await verify(cheap);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'failed', message: expect.not.stringMatching(/verified/i) });
    expect((await paymentRow(cheap)).failureReason).toMatch(/^mismatch: paid 50000 NGN, expected 500000 NGN/);

    const dollars = await startPayment(user, 1000);
    paystack.markPaid(dollars, { currency: 'USD' });
    expect((await verify(dollars)).statusCode).toBe(409);
    // Even a later webhook or a corrected charge does not credit a mismatched payment.
    paystack.markPaid(cheap, { amount: 500_000 });
    expect((await verify(cheap)).statusCode).toBe(409);
    expect(await balance(user)).toBe(0);
    expect(await fundingPostings(cheap)).toHaveLength(0);
  });

  it('reports a declined payment, and credits it if the payer then succeeds on the same page', async () => {
    const user = await createTestUser(t.app, { role: 'biker', approved: true });
    const reference = await startPayment(user, 700);
    paystack.markFailed(reference);
    const declined = await verify(reference);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      status: 'failed',
      message: expect.not.stringMatching(/verified/i),
    });
    expect((await paymentRow(reference)).status).toBe('failed');
    paystack.markPaid(reference);
    expect((await verify(reference)).json().status).toBe('success');
    expect(await balance(user)).toBe(700);
  });

  it('answers 502 when Paystack cannot be reached, and credits nothing', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: true });
    const reference = await startPayment(user, 900);
    paystack.markPaid(reference);
    paystack.failVerify = true;
    try {
      const res = await verify(reference);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/^Could not verify payment\./);
    } finally {
      paystack.failVerify = false;
    }
    expect(await balance(user)).toBe(0);
    expect((await verify(reference)).statusCode).toBe(200);
  });

  it("lets a stranger trigger the check but credits only the payment's own user", async () => {
    const owner = await createTestUser(t.app, { role: 'driver', approved: true });
    const stranger = await createTestUser(t.app, { role: 'driver', approved: true });
    const reference = await startPayment(owner, 1500);
    paystack.markPaid(reference);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verifytransaction',
      headers: stranger.auth,
      payload: { reference },
    });
    expect(res.statusCode).toBe(200);
    expect(await balance(owner)).toBe(1500);
    expect(await balance(stranger)).toBe(0);
    const history = await t.app.inject({ url: '/api/transactionhistory', headers: stranger.auth });
    expect(history.json().transactions).toEqual([]);
  });
});

describe('POST /api/paystack/webhook', () => {
  it('answers 200 at once and credits a signed charge.success once, through Paystack verify', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: true });
    const reference = await startPayment(user, 3000);
    paystack.markPaid(reference);
    paystack.verifyDelayMs = 1500; // Paystack is slow today: the webhook must not wait for it
    const startedAt = Date.now();
    const res = await webhook(chargeSuccess(reference, 300_000));
    expect(res.statusCode).toBe(200);
    expect(Date.now() - startedAt).toBeLessThan(1000);
    paystack.verifyDelayMs = 0;
    await eventually(async () => (await balance(user)) === 3000);
    expect((await webhook(chargeSuccess(reference, 300_000))).statusCode).toBe(200);
    expect((await verify(reference)).json().status).toBe('success');
    await new Promise((r) => setTimeout(r, 200));
    expect(await balance(user)).toBe(3000);
    expect(await fundingPostings(reference)).toHaveLength(1);
  });

  it('refuses a forged or missing signature with 401 and credits nothing', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: true });
    const reference = await startPayment(user, 4000);
    paystack.markPaid(reference);
    const body = chargeSuccess(reference, 400_000);
    const forged = await webhook(body, paystackSignature(JSON.stringify(body), 'sk_test_wrong'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Invalid webhook signature.');
    expect((await webhook(body, null)).statusCode).toBe(401);
    expect((await webhook(body, 'abc')).statusCode).toBe(401);
    // A body changed after signing fails too.
    const signed = paystackSignature(JSON.stringify(body), paystack.secretKey);
    expect((await webhook({ ...body, data: { ...body.data, amount: 1 } }, signed)).statusCode).toBe(401);
    await new Promise((r) => setTimeout(r, 200));
    expect(await balance(user)).toBe(0);
    expect((await paymentRow(reference)).status).toBe('pending');
  });

  it('does not trust a signed charge.success that Paystack does not confirm', async () => {
    const user = await createTestUser(t.app, { role: 'driver', approved: true });
    const reference = await startPayment(user, 4000);
    const before = paystack.verifyCalls;
    expect((await webhook(chargeSuccess(reference, 400_000))).statusCode).toBe(200);
    await eventually(async () => paystack.verifyCalls > before);
    await new Promise((r) => setTimeout(r, 100));
    expect(await balance(user)).toBe(0);
    expect((await webhook({ event: 'transfer.success', data: {} })).statusCode).toBe(200);
  });
});

describe('GET /api/rider/getwalletbalance', () => {
  it('is for drivers and bikers only', async () => {
    const rider = await createTestUser(t.app, { role: 'rider' });
    const res = await t.app.inject({ url: '/api/rider/getwalletbalance', headers: rider.auth });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/rider/getwalletbalance' })).statusCode).toBe(401);
    const fresh = await createTestUser(t.app, { role: 'biker', approved: false });
    expect(await balance(fresh)).toBe(0);
  });
});

describe('the OpenAPI document', () => {
  it('documents the wallet calls', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/rider/getwalletbalance',
      '/api/initialize',
      '/api/verifytransaction',
      '/api/transactionhistory',
      '/api/paystack/webhook',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
