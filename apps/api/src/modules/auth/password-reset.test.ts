// Forgot answers the same for known and unknown addresses; the reset code goes through /verify;
// /reset needs that verification (10 minutes, once) and ends every earlier session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailCatcher } from '../../../../../e2e/support/mail-catcher';
import { passwordResetGrants, users } from '../../db/schema';
import { registerVerifiedUser } from '../../test-support/accounts';
import { createMailingTestApp, type MailingTestApp } from '../../test-support/mailing-app';
import { AUTH_MSG } from './errors';

let t: MailingTestApp;
let mail: MailCatcher;

beforeAll(async () => {
  t = await createMailingTestApp();
  mail = t.mail;
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const profile = (token: string) =>
  t.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });

/** Let the registration code's minute pass, so forgot may send at once. */
async function allowNewCode(email: string) {
  const { otpCodes } = await import('../../db/schema');
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await t.database.db
    .update(otpCodes)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(eq(otpCodes.userId, row!.id));
}

async function forgotAndReadCode(email: string) {
  await allowNewCode(email);
  const before = mail.messages.length;
  const res = await post('/api/user/forgot', { email });
  expect(res.statusCode).toBe(200);
  const code = await mail.waitForCode(email, 10_000, before);
  expect(mail.messages.at(-1)!.raw).toMatch(new RegExp(`Subject: ${code} is your Waka password reset code`));
  return code;
}

describe('forgot password', () => {
  it('answers identically for known and unknown addresses, and mails only the known one', async () => {
    const user = await registerVerifiedUser(t.app, mail);
    await allowNewCode(user.email);
    const before = mail.messages.length;
    const known = await post('/api/user/forgot', { email: user.email });
    const unknown = await post('/api/user/forgot', { email: 'no-such-user@example.com' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    await mail.waitForCode(user.email, 10_000, before);
    expect(mail.messages.slice(before).some((m) => m.to === 'no-such-user@example.com')).toBe(false);
  });
});

describe('reset', () => {
  it('ends every earlier session; a login right after the reset works', async () => {
    const user = await registerVerifiedUser(t.app, mail);
    const otherDevice = await t.app.tokens.sign(user.id);
    expect((await profile(user.token)).statusCode).toBe(200);

    const code = await forgotAndReadCode(user.email);
    const verify = await post('/api/user/verify', { email: user.email, otp: code });
    expect(verify.json()).toMatchObject({ purpose: 'reset' });
    // Sessions survive until the password actually changes.
    expect((await profile(user.token)).statusCode).toBe(200);

    const weak = await post('/api/user/reset', { email: user.email, newPassword: 'abcdef' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must contain at least one number.');

    const reset = await post('/api/user/reset', { email: user.email, newPassword: 'N3wSecret!' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successfully!' });

    expect((await profile(user.token)).statusCode).toBe(401);
    expect((await profile(otherDevice)).statusCode).toBe(401);
    const oldPassword = await post('/api/user/login', { email: user.email, password: user.password });
    expect(oldPassword.statusCode).toBe(401);
    const login = await post('/api/user/login', { email: user.email, password: 'N3wSecret!' });
    expect(login.statusCode).toBe(200);
    expect((await profile(login.json().token)).statusCode).toBe(200);
  });

  it('refuses a reset without a verified reset code, a second reset, and an expired grant', async () => {
    const user = await registerVerifiedUser(t.app, mail);
    const none = await post('/api/user/reset', { email: user.email, newPassword: 'N3wSecret!' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(AUTH_MSG.resetNotAllowed);

    const code = await forgotAndReadCode(user.email);
    expect((await post('/api/user/verify', { email: user.email, otp: code })).statusCode).toBe(200);
    expect((await post('/api/user/reset', { email: user.email, newPassword: 'N3wSecret!' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/user/reset', { email: user.email, newPassword: 'Other1!x' })).statusCode).toBe(
      400,
    );

    const code2 = await forgotAndReadCode(user.email);
    expect((await post('/api/user/verify', { email: user.email, otp: code2 })).statusCode).toBe(200);
    await t.database.db
      .update(passwordResetGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetGrants.userId, user.id));
    expect((await post('/api/user/reset', { email: user.email, newPassword: 'Other1!x' })).statusCode).toBe(
      400,
    );
  });

  it('lets only one of simultaneous resets use a grant', async () => {
    const user = await registerVerifiedUser(t.app, mail);
    const code = await forgotAndReadCode(user.email);
    expect((await post('/api/user/verify', { email: user.email, otp: code })).statusCode).toBe(200);
    const results = await Promise.all(
      ['Aaaaaa1!', 'Bbbbbb1!', 'Cccccc1!'].map((newPassword) =>
        post('/api/user/reset', { email: user.email, newPassword }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('a reset code for an unverified account also verifies it', async () => {
    const { registerAndReadCode } = await import('../../test-support/accounts');
    const reg = await registerAndReadCode(t.app, mail);
    const code = await forgotAndReadCode(reg.email);
    expect((await post('/api/user/verify', { email: reg.email, otp: code })).json()).toMatchObject({
      purpose: 'reset',
    });
    expect((await post('/api/user/reset', { email: reg.email, newPassword: 'N3wSecret!' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/user/login', { email: reg.email, password: 'N3wSecret!' })).statusCode).toBe(
      200,
    );
  });
});
