// With REDIS_URL, two instances count one address's requests together (@fastify/rate-limit's Redis store),
// so N instances no longer allow N times the limit. Needs the local Redis (.ci/run starts it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../modules/auth/rate-limits';
import { createTestApp, type TestApp } from '../test-support/harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let a: TestApp;
let b: TestApp;
let alone: TestApp;
beforeAll(async () => {
  [a, b, alone] = await Promise.all([
    createTestApp({ REDIS_URL }),
    createTestApp({ REDIS_URL }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close(), alone?.close()]);
});

/** An address no other test (or earlier run, within the window) has used. */
const freshAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

const wrongLogin = (t: TestApp, remoteAddress: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: `nobody${i}@example.com`, password: 'Wrong1!x' },
    remoteAddress,
  });

describe('rate limits shared through Redis', () => {
  it('counts one address across two instances: the limit holds for both together', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.login.max; i++)
      statuses.push((await wrongLogin(i % 2 === 0 ? a : b, address, i)).statusCode);
    expect(statuses.slice(0, RATE_LIMITS.login.max).every((s) => s === 401)).toBe(true);
    expect(statuses[RATE_LIMITS.login.max]).toBe(429);
    // Another address is not affected.
    expect((await wrongLogin(b, freshAddress(), 0)).statusCode).toBe(401);
  });

  it('without REDIS_URL an instance counts alone (what the shared store fixes)', async () => {
    const address = freshAddress();
    for (let i = 0; i < RATE_LIMITS.login.max; i++) await wrongLogin(a, address, i);
    expect((await wrongLogin(a, address, 99)).statusCode).toBe(429);
    expect((await wrongLogin(alone, address, 99)).statusCode).toBe(401);
  });
});
