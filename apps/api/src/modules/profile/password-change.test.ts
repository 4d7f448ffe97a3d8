// A password change through PUT /api/user/profile ends every other session (the one that made it stays),
// e-mails the owner, and checks currentPassword when it is sent; the spec's client sends none.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, createTestUser, TEST_PASSWORD, type TestApp } from '../../test-support/harness';
import { WRONG_CURRENT_PASSWORD } from './profile-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signIn(email: string, password: string, remoteAddress: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().token as string}` };
}
const profile = (headers: Record<string, string>) => t.app.inject({ url: '/api/user/profile', headers });
const update = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload });

describe('password change from the profile', () => {
  it('ends every other session, keeps this one, and tells the owner', async () => {
    const user = await createTestUser(t.app);
    const phone = await signIn(user.email, TEST_PASSWORD, '10.6.0.1');
    const laptop = await signIn(user.email, TEST_PASSWORD, '10.6.0.2');
    // The spec's client: no currentPassword.
    const res = await update(phone, { password: 'Changed1!' });
    expect(res.statusCode).toBe(200);
    expect((await profile(phone)).statusCode).toBe(200);
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await profile(user.auth)).statusCode).toBe(401);
    // A name change later does not end the kept session or revive the others.
    expect((await update(phone, { name: 'Still Here' })).statusCode).toBe(200);
    expect((await profile(laptop)).statusCode).toBe(401);
    await signIn(user.email, 'Changed1!', '10.6.0.3');
    await t.app.jobs.idle();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.subject, 'Your Waka password was changed')));
    expect(mails).toHaveLength(1);
  });

  it('checks currentPassword when it is sent', async () => {
    const user = await createTestUser(t.app);
    const wrong = await update(user.auth, { password: 'Changed1!', currentPassword: 'Wrong1!x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_CURRENT_PASSWORD);
    expect((await profile(user.auth)).statusCode).toBe(200);
    await signIn(user.email, TEST_PASSWORD, '10.6.1.1'); // unchanged
    const right = await update(user.auth, { password: 'Changed1!', currentPassword: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    await signIn(user.email, 'Changed1!', '10.6.1.2');
  });

  it('answers a signed token whose subject is not a user id with 401, not 500', async () => {
    const token = await t.app.tokens.sign('not-a-uuid');
    const res = await profile({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
  });
});
