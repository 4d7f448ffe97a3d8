// Codes come from a cryptographic source, are stored hashed, single use, live 10 minutes,
// die after 5 wrong tries, and can be re-sent at most once a minute per purpose and 5 times an hour per
// address. Resend and verify answer alike for known and unknown e-mails.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailCatcher, startMailCatcher } from '../../../../../e2e/support/mail-catcher';
import { otpCodes, users } from '../../db/schema';
import { newRegistration, registerAndReadCode } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/harness';
import { createMailingTestApp, type MailingTestApp } from '../../test-support/mailing-app';
import { AUTH_MSG } from './errors';
import { codeMatches, generateCode, hashCode } from './otp';

let t: MailingTestApp;
let mail: MailCatcher;

beforeAll(async () => {
  t = await createMailingTestApp();
  mail = t.mail;
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function userId(email: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
async function codeCount(email: string) {
  const rows = await t.database.db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.userId, await userId(email)));
  return rows.length;
}
/** Pretend the newest codes were issued `ms` earlier (instead of waiting a minute in a test). */
async function ageCodes(email: string, ms: number) {
  await t.database.db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - ${`${ms} milliseconds`}::interval` })
    .where(eq(otpCodes.userId, await userId(email)));
}

describe('code generation and storage', () => {
  it('makes 6-digit codes, varied, and stores only a salted hash', () => {
    const codes = Array.from({ length: 500 }, generateCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(490);
    const stored = hashCode('123456');
    expect(stored).not.toContain('123456');
    expect(hashCode('123456')).not.toBe(stored);
    expect(codeMatches(stored, '123456')).toBe(true);
    expect(codeMatches(stored, '123457')).toBe(false);
  });
});

describe('verification codes', () => {
  it('refuses a wrong code, and after 5 wrong tries refuses even the right one', async () => {
    const reg = await registerAndReadCode(t.app, mail);
    for (let i = 0; i < 4; i++) {
      const res = await post('/api/user/verify', { email: reg.email, otp: wrongCode(reg.code) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_MSG.codeInvalid);
    }
    const fifth = await post('/api/user/verify', { email: reg.email, otp: wrongCode(reg.code) });
    const unknown = await post('/api/user/verify', { email: 'nobody-at-all@example.com', otp: '123456' });
    // Burning the code answers like any wrong code, and like an unknown e-mail.
    expect(fifth.statusCode).toBe(400);
    expect(fifth.body).toBe(unknown.body);
    const right = await post('/api/user/verify', { email: reg.email, otp: reg.code });
    expect(right.statusCode).toBe(400);
  });

  it('refuses a code older than 10 minutes', async () => {
    const reg = await registerAndReadCode(t.app, mail);
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.userId, await userId(reg.email)));
    const res = await post('/api/user/verify', { email: reg.email, otp: reg.code });
    expect(res.statusCode).toBe(400);
  });

  it('checks the code format with the spec message', async () => {
    const res = await post('/api/user/verify', { email: 'a@example.com', otp: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid 6-digit OTP.');
  });

  it('lets only one of two simultaneous uses of a code succeed', async () => {
    const reg = await registerAndReadCode(t.app, mail);
    const results = await Promise.all(
      [1, 2, 3].map(() => post('/api/user/verify', { email: reg.email, otp: reg.code })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });
});

describe('resend', () => {
  it('allows one code a minute, answering a too-early resend like an unknown e-mail', async () => {
    const reg = await registerAndReadCode(t.app, mail);
    const tooSoon = await post('/api/user/resend', { email: reg.email });
    const unknown = await post('/api/user/resend', { email: 'nobody-there@example.com' });
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.body).toBe(unknown.body);
    await t.app.jobs.idle();
    expect(await codeCount(reg.email)).toBe(1);
    await ageCodes(reg.email, 61_000);
    const before = mail.messages.length;
    const res = await post('/api/user/resend', { email: reg.email });
    expect(res.statusCode).toBe(200);
    const fresh = await mail.waitForCode(reg.email, 10_000, before);
    if (fresh !== reg.code) {
      expect((await post('/api/user/verify', { email: reg.email, otp: reg.code })).statusCode).toBe(400);
    }
    expect((await post('/api/user/verify', { email: reg.email, otp: fresh })).statusCode).toBe(200);
  });

  it('allows at most 5 codes an hour per address', async () => {
    const reg = await registerAndReadCode(t.app, mail);
    for (let sent = 1; sent < 5; sent++) {
      await ageCodes(reg.email, 61_000);
      expect((await post('/api/user/resend', { email: reg.email }, `10.1.0.${sent}`)).statusCode).toBe(200);
      await t.app.jobs.idle(); // the code is issued after the answer
    }
    await ageCodes(reg.email, 61_000);
    const sixth = await post('/api/user/resend', { email: reg.email }, '10.1.0.9');
    expect(sixth.statusCode).toBe(200);
    await t.app.jobs.idle();
    const open = await t.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, await userId(reg.email))));
    expect(open).toHaveLength(5);
  });

  it('answers an unknown address like a known one', async () => {
    const res = await post('/api/user/resend', { email: 'nobody-here@example.com' });
    expect(res.statusCode).toBe(200);
  });

  it('limits resend calls per IP address', async () => {
    const codes = [];
    for (let i = 0; i < 21; i++) {
      codes.push((await post('/api/user/resend', { email: `x${i}@example.com` }, '10.9.9.9')).statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
    expect((await post('/api/user/resend', { email: 'x@example.com' }, '10.9.9.8')).statusCode).toBe(200);
  });
});

describe('codes of different purposes', () => {
  it('sends a reset code right after the sign-up code, and a verified reset also verifies the e-mail', async () => {
    const reg = await registerAndReadCode(t.app, mail);
    const before = mail.messages.length;
    expect((await post('/api/user/forgot', { email: reg.email })).statusCode).toBe(200);
    const resetCode = await mail.waitForCode(reg.email, 10_000, before);
    expect(mail.messages.at(-1)!.raw).toMatch(/password reset code/);
    const verified = await post('/api/user/verify', { email: reg.email, otp: resetCode });
    expect(verified.json()).toMatchObject({ purpose: 'reset' });
    const reset = await post('/api/user/reset', { email: reg.email, newPassword: 'Another1!' });
    expect(reset.statusCode).toBe(200);
    const login = await post('/api/user/login', { email: reg.email, password: 'Another1!' });
    expect(login.statusCode).toBe(200);
  });
});

describe('registration when the mail server is down', () => {
  it('keeps the account, says the code was not sent, and resend works once the mail server is back', async () => {
    const { SMTPServer } = await import('smtp-server');
    const probe = await startMailCatcher();
    const port = probe.port;
    await probe.stop();
    const down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const body = newRegistration();
      const res = await down.app.inject({ method: 'POST', url: '/api/user/register', payload: body });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ emailSent: false });
      expect(res.json().message).toMatch(/could not send the code.*Resend/);
      const [row] = await down.database.db.select().from(users).where(eq(users.email, body.email));
      expect(row).toBeDefined();

      const received: string[] = [];
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, callback) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => {
            raw += chunk.toString('utf8');
          });
          stream.on('end', () => {
            received.push(raw);
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
      try {
        const resend = await down.app.inject({
          method: 'POST',
          url: '/api/user/resend',
          payload: { email: body.email },
        });
        expect(resend.statusCode).toBe(200);
        await down.app.jobs.idle();
        const code = received.at(-1)?.match(/\b(\d{6})\b/)?.[1];
        expect(code).toBeDefined();
        const verify = await down.app.inject({
          method: 'POST',
          url: '/api/user/verify',
          payload: { email: body.email, otp: code },
        });
        expect(verify.statusCode).toBe(200);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    } finally {
      await down.close();
    }
  });
});
