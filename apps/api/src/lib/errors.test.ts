// Every error answer is `{ message, code }` with a code from the shared list, whatever raised it: a service's
// AppError, a schema, the authentication hooks, a parser, a missing route.
import { ERROR_CODES, ERROR_STATUS, type ErrorCode, isErrorCode } from '@waka/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../test-support/harness';
import { AppError } from './errors';

let t: TestApp;
let noRole: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  noRole = await createTestUser(t.app, { role: null });
});
afterAll(() => t?.close());

async function errorOf(request: InjectOptions) {
  const res = await t.app.inject(request);
  const body = res.json() as { message?: unknown; code?: unknown; errors?: unknown };
  expect(typeof body.message).toBe('string');
  expect(isErrorCode(body.code)).toBe(true);
  return { status: res.statusCode, code: body.code as ErrorCode, body };
}

describe('error codes', () => {
  it('gives every code the status it answers with', () => {
    for (const code of ERROR_CODES) expect(new AppError(code, 'x').statusCode).toBe(ERROR_STATUS[code]);
  });

  it('answers each kind of failure with its code and status', async () => {
    const cases: [InjectOptions, ErrorCode][] = [
      [{ url: '/api/user/profile' }, 'token_missing'],
      [{ url: '/api/user/profile', headers: { authorization: 'Bearer nonsense' } }, 'session_invalid'],
      [{ url: '/api/role', headers: noRole.auth }, 'extra_details_missing'],
      [{ url: '/api/admin/settings', headers: noRole.auth }, 'admin_only'],
      [{ method: 'POST', url: '/api/user/login', payload: { email: 'x' } }, 'validation_failed'],
      [
        {
          method: 'POST',
          url: '/api/user/login',
          payload: '{',
          headers: { 'content-type': 'application/json' },
        },
        'bad_request',
      ],
      [
        {
          method: 'POST',
          url: '/api/user/login',
          payload: 'x',
          headers: { 'content-type': 'application/xml' },
        },
        'unsupported_media_type',
      ],
      [{ url: '/api/no/such/call' }, 'not_found'],
      [{ url: `/api/status/${'a'.repeat(200)}` }, 'uri_too_long'],
      [
        {
          method: 'POST',
          url: '/api/user/login',
          payload: { email: 'nobody@example.com', password: 'Wrong0ne!' },
        },
        'wrong_credentials',
      ],
    ];
    for (const [request, code] of cases) {
      const answer = await errorOf(request);
      expect([request.url, answer.code]).toEqual([request.url, code]);
      expect(answer.status).toBe(ERROR_STATUS[code]);
    }
  });

  it('lists each field of a request that fails its schema', async () => {
    const { body } = await errorOf({ method: 'POST', url: '/api/user/login', payload: { email: 'x' } });
    expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'password' })]));
  });
});
