// Sign-in throttled per (e-mail, address) and per address, never locking the owner out (docs/decisions/100);
// disabled and unknown accounts;
// JWTs with a fixed algorithm, issuer, audience and expiry.
import { and, eq, like } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle, mailOutbox } from '../../db/schema';
import { createTokenService } from '../../lib/tokens';
import { newRegistration } from '../../test-support/accounts';
import { createTestApp, createTestUser, TEST_PASSWORD, type TestApp } from '../../test-support/harness';
import { AUTH_MSG } from './errors';
import { ADDRESS_POLICY, delayAfter, PAIR_POLICY } from './sign-in-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress });

/** Pretend every current wait has passed (instead of sleeping through it). */
async function endWaits() {
  await t.database.db
    .update(authThrottle)
    .set({ expire: new Date(Date.now() - 1000) })
    .where(like(authThrottle.key, 'block:%'));
}

describe('login', () => {
  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const user = await createTestUser(t.app);
    const wrong = await login(user.email, 'Wrong1!x');
    const unknown = await login('nobody@example.com', 'Wrong1!x');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
  });

  it('answers known and unknown e-mails alike through 12 failures; the owner still signs in elsewhere', async () => {
    const user = await createTestUser(t.app);
    const answers: { known: string; unknown: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const known = await login(user.email, 'Wrong1!x', '10.2.0.1');
      const unknown = await login('ghost-of-nobody@example.com', 'Wrong1!x', '10.2.0.2');
      answers.push({
        known: `${known.statusCode} ${known.body}`,
        unknown: `${unknown.statusCode} ${unknown.body}`,
      });
    }
    for (const answer of answers) expect(answer.known).toBe(answer.unknown);
    const statuses = answers.map((a) => Number(a.known.slice(0, 3)));
    expect(statuses).toEqual([
      ...Array(PAIR_POLICY.free + 1).fill(401),
      ...Array(12 - PAIR_POLICY.free - 1).fill(429),
    ]);
    expect(answers.at(-1)!.known).toMatch(/Too many failed attempts from this network/);
    // That address waits even with the right password; the owner, elsewhere, signs in at once.
    expect((await login(user.email, TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, '10.2.0.3')).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure, and e-mails the owner once', async () => {
    const user = await createTestUser(t.app);
    const address = '10.4.0.1';
    for (let i = 0; i <= PAIR_POLICY.free; i++) await login(user.email, 'Wrong1!x', address);
    const first = await login(user.email, 'Wrong1!x', address);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(PAIR_POLICY.firstDelayS);
    await endWaits();
    expect((await login(user.email, 'Wrong1!x', address)).statusCode).toBe(401);
    const second = await login(user.email, 'Wrong1!x', address);
    expect(Number(second.headers['retry-after'])).toBe(PAIR_POLICY.firstDelayS * 2);
    // Another address starts its own count; the owner is not mailed a second time the same day.
    for (let i = 0; i <= PAIR_POLICY.free; i++) await login(user.email, 'Wrong1!x', '10.4.0.2');
    await t.app.jobs.idle();
    const warnings = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, user.email), like(mailOutbox.subject, 'Someone is trying%')));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.text).toContain(address);
  });

  it('counts "already registered" answers with wrong passwords: an address probing both is slowed', async () => {
    const user = await createTestUser(t.app);
    const address = '10.5.0.1';
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        remoteAddress: address,
        payload: { ...newRegistration(), email: user.email },
      });
    const conflicts = Math.floor(ADDRESS_POLICY.free / 2);
    for (let i = 0; i < conflicts; i++) expect((await register()).statusCode).toBe(409);
    for (let i = conflicts; i <= ADDRESS_POLICY.free; i++) {
      expect((await login(`probe${i}@example.com`, 'Wrong1!x', address)).statusCode).toBe(401);
    }
    const slowed = await register();
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toMatch(/Too many failed attempts from this network/);
    expect((await login(user.email, TEST_PASSWORD, '10.5.0.2')).statusCode).toBe(200);
  });

  it('waits 0 within the allowance, then doubles up to the cap', () => {
    const waits = [5, 6, 7, 8, 30].map((n) => delayAfter(n, PAIR_POLICY));
    expect(waits).toEqual([0, 30, 60, 120, PAIR_POLICY.maxDelayS]);
  });

  it('limits attempts per IP address without affecting other addresses', async () => {
    const user = await createTestUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await login(`x${i}@example.com`, 'Wrong1!x', '10.3.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await login(user.email, TEST_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('refuses a disabled account with 403 (only once the password is right)', async () => {
    const user = await createTestUser(t.app, { disabled: true });
    expect((await login(user.email, 'Wrong1!x')).statusCode).toBe(401);
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MSG.disabled);
  });

  it('refuses an unverified account with 403 telling them to verify', async () => {
    const user = await createTestUser(t.app, { verified: false });
    const res = await login(user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MSG.unverified);
  });
});

describe('session tokens', () => {
  const secret = 'a-test-secret-that-is-long-enough-for-hs256-000000';
  const tokens = createTokenService(secret);
  const key = new TextEncoder().encode(secret);
  const base = () => new SignJWT({}).setSubject('u1').setIssuedAt().setExpirationTime('1h');

  it('accepts its own tokens and refuses other issuers, audiences, algorithms, keys and old tokens', async () => {
    expect(await tokens.verify(await tokens.sign('u1'))).toMatchObject({ userId: 'u1' });
    const wrongAudience = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('waka-api')
      .setAudience('x')
      .sign(key);
    const wrongIssuer = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('x')
      .setAudience('waka-app')
      .sign(key);
    const otherAlg = await base()
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('waka-api')
      .setAudience('waka-app')
      .sign(key);
    const otherKey = await createTokenService('another-secret-that-is-long-enough-0000000000').sign('u1');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"u1"}').toString('base64url')}.`;
    const old = await tokens.sign('u1', new Date(Date.now() - 24 * 3_600_000 - 1000));
    for (const token of [wrongAudience, wrongIssuer, otherAlg, otherKey, unsigned, old]) {
      expect(await tokens.verify(token)).toBeNull();
    }
  });
});
