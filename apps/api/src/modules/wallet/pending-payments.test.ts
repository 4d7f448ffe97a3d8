// GET /api/wallet/pending-payments: a reference verified too early stays listed as pending (and verifiable
// again) until it is settled or a day old; each user sees only their own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';

let t: TestApp;
let driver: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  driver = await createTestUser(t.app, { role: 'driver', approved: true });
  other = await createTestUser(t.app, { role: 'biker', approved: true });
});
afterAll(() => t.close());

async function startPayment(user: TestUser, amount: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/initialize',
    headers: user.auth,
    payload: { amount, email: user.email },
  });
  expect(res.statusCode).toBe(200);
  return res.json().reference;
}
const verify = (reference: string) =>
  t.app.inject({ method: 'POST', url: '/api/verifytransaction', payload: { reference } });
async function pending(user: TestUser) {
  const res = await t.app.inject({ url: '/api/wallet/pending-payments', headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json().payments as { reference: string; amount: number; createdAt: string; expiresAt: string }[];
}

describe('GET /api/wallet/pending-payments', () => {
  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/wallet/pending-payments' })).statusCode).toBe(401);
  });

  it('keeps a reference verified before paying, until it is paid; others never see it', async () => {
    const early = await startPayment(driver, 2000);
    const second = await startPayment(driver, 500);
    const tooSoon = await verify(early);
    expect(tooSoon.statusCode).toBe(402);
    expect(tooSoon.json().status).toBe('pending');

    const listed = await pending(driver);
    expect(listed.map((p) => p.reference)).toEqual([second, early]);
    const first = listed[1]!;
    expect(first.amount).toBe(2000);
    expect(Date.parse(first.expiresAt) - Date.parse(first.createdAt)).toBe(24 * 60 * 60 * 1000);
    expect(await pending(other)).toEqual([]);

    const paid = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${early}/pay` });
    expect(paid.statusCode).toBeLessThan(400);
    expect((await verify(early)).json().status).toBe('success');
    expect((await pending(driver)).map((p) => p.reference)).toEqual([second]);
  });

  it('drops a reference once it is a day old', async () => {
    const stale = await startPayment(other, 700);
    expect((await pending(other)).map((p) => p.reference)).toEqual([stale]);
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000) })
      .where(eq(payments.reference, stale));
    expect(await pending(other)).toEqual([]);
  });
});
