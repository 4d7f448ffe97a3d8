// register → code by e-mail (a real SMTP listener on loopback) → verify →
// login → the token works for 24 hours only; invalid registrations get the spec's messages.
import { MSG } from '@waka/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailCatcher } from '../../../../../e2e/support/mail-catcher';
import { otpCodes, users } from '../../db/schema';
import { createMailingTestApp, type MailingTestApp } from '../../test-support/mailing-app';

let t: MailingTestApp;
let mail: MailCatcher;

beforeAll(async () => {
  t = await createMailingTestApp();
  mail = t.mail;
});
afterAll(() => t.close());

const valid = {
  name: 'Ada Obi',
  username: 'ada_obi',
  email: 'Ada.Obi@Example.com',
  phoneNumber: '08031234567',
  password: 'Secret1!',
};
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('registration to a working session', () => {
  let token = '';

  it('registers, e-mails a 6-digit code with it at the start of the subject, and stores the e-mail lower-cased', async () => {
    const res = await post('/api/user/register', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ emailSent: true });
    const code = await mail.waitForCode('ada.obi@example.com');
    const raw = mail.messages.at(-1)!.raw;
    expect(raw).toMatch(new RegExp(`^Subject: ${code} is your Waka verification code`, 'm'));
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ada.obi@example.com'));
    expect(row).toBeDefined();
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row!.emailVerifiedAt).toBeNull();
    const codes = await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, row!.id));
    expect(codes).toHaveLength(1);
    expect(codes[0]!.codeHash).not.toContain(code);
  });

  it('refuses login before verification with a message telling them to verify', async () => {
    const res = await post('/api/user/login', { email: valid.email, password: valid.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/verify your email/i);
  });

  it('verifies with the e-mailed code, once only', async () => {
    const code = await mail.waitForCode('ada.obi@example.com');
    const ok = await post('/api/user/verify', { email: 'ADA.OBI@example.com', otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ purpose: 'verify' });
    const again = await post('/api/user/verify', { email: valid.email, otp: code });
    expect(again.statusCode).toBe(400);
  });

  it('logs in with the documented login answer, and the token opens authenticated calls', async () => {
    const res = await post('/api/user/login', { email: 'ada.obi@EXAMPLE.com', password: valid.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.user).sort()).toEqual([
      'email',
      'id',
      'isAdmin',
      'language',
      'name',
      'profilePicture',
    ]);
    expect(body.user).toMatchObject({ name: 'Ada Obi', email: 'ada.obi@example.com', profilePicture: null });
    token = body.token;
    const profile = await t.app.inject({
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.username).toBe('ada_obi');
    const role = await t.app.inject({ url: '/api/role', headers: { authorization: `Bearer ${token}` } });
    expect(role.statusCode).toBe(404);
    expect(role.json()).toEqual({ message: MSG.extraDetailsNotFound, code: 'extra_details_missing' });
  });

  it('accepts a token for 24 hours and refuses it after', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'ada.obi@example.com'));
    await t.database.db
      .update(users)
      .set({ sessionsValidAfter: new Date(Date.now() - 48 * 3_600_000) })
      .where(eq(users.id, row!.id));
    await t.app.dispatch.sync(); // sessions are cached until the row's change reaches this instance
    const young = await t.app.tokens.sign(row!.id, new Date(Date.now() - 23.9 * 3_600_000));
    const old = await t.app.tokens.sign(row!.id, new Date(Date.now() - 24 * 3_600_000 - 1000));
    const call = (tk: string) =>
      t.app.inject({ url: '/api/user/profile', headers: { authorization: `Bearer ${tk}` } });
    expect((await call(young)).statusCode).toBe(200);
    const expired = await call(old);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: MSG.invalidToken, code: 'session_invalid' });
  });

  it('answers 409 saying which of e-mail or username is taken', async () => {
    const sameEmail = await post('/api/user/register', {
      ...valid,
      username: 'other_name',
      phoneNumber: '08031234568',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toMatch(/email/i);
    const sameUsername = await post('/api/user/register', {
      ...valid,
      email: 'other@example.com',
      username: 'ADA_OBI',
      phoneNumber: '08031234568',
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toMatch(/username/i);
  });

  it('ignores role, approval and admin fields in the registration body', async () => {
    const res = await post('/api/user/register', {
      ...valid,
      email: 'sneaky@example.com',
      username: 'sneaky',
      phoneNumber: '08039999999',
      isAdmin: true,
      approved: true,
      preferredType: 'driver',
      emailVerifiedAt: new Date().toISOString(),
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'sneaky@example.com'));
    expect(row).toMatchObject({
      isAdmin: false,
      approved: false,
      preferredType: null,
      emailVerifiedAt: null,
    });
    expect(row!.id).not.toBe('00000000-0000-4000-8000-000000000000');
  });
});

describe('invalid registrations get the registration form messages', () => {
  const cases: [string, object, string][] = [
    ['an empty field', { ...valid, name: '  ' }, MSG.fillAllFields],
    ['a missing field', { ...valid, phoneNumber: undefined }, MSG.fillAllFields],
    ['a bad e-mail', { ...valid, email: 'ada@' }, MSG.invalidEmail],
    ['a 10-digit phone', { ...valid, phoneNumber: '0803123456' }, MSG.invalidPhone],
    ['a phone with letters', { ...valid, phoneNumber: '0803123456a' }, MSG.invalidPhone],
    ['a short username', { ...valid, username: 'ab' }, MSG.invalidUsername],
    ['a username with a dash', { ...valid, username: 'ada-obi' }, MSG.invalidUsername],
    ['a password without a digit', { ...valid, password: 'Secret!!' }, MSG.passwordNeedsNumber],
    ['a password without a letter', { ...valid, password: '123456!' }, MSG.passwordNeedsLetter],
    ['a password without a special character', { ...valid, password: 'Secret12' }, MSG.passwordNeedsSpecial],
    ['a short password', { ...valid, password: 'Se1!' }, MSG.passwordTooShort],
  ];
  for (const [label, body, message] of cases) {
    it(`refuses ${label}`, async () => {
      const res = await post('/api/user/register', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  }
});
