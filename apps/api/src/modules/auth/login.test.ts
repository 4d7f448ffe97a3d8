// Issue 3 Security: login limited per account (short lock) and per IP; disabled and unknown accounts;
// JWTs with a fixed algorithm, issuer, audience and expiry.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTokenService } from '../../lib/tokens';
import {
  createTestApp,
  createTestUser,
  setUserFields,
  TEST_PASSWORD,
  type TestApp,
} from '../../test-support/harness';
import { AUTH_MSG } from './errors';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from './session-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress });

describe('login', () => {
  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const user = await createTestUser(t.app);
    const wrong = await login(user.email, 'Wrong1!x');
    const unknown = await login('nobody@example.com', 'Wrong1!x');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
  });

  it('locks an account for a short time after 10 failures, even for the right password', async () => {
    const user = await createTestUser(t.app);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(user.email, 'Wrong1!x', `10.2.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(user.email, TEST_PASSWORD, '10.2.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Try again in 15 minutes/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.loginLockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(LOGIN_LOCK_MS);
    // The lock ends by itself: pretend the 15 minutes passed.
    await setUserFields(t.app, user.id, { loginLockedUntil: new Date(Date.now() - 1000) });
    expect((await login(user.email, TEST_PASSWORD, '10.2.1.2')).statusCode).toBe(200);
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
