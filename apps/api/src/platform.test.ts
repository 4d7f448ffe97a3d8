// The platform's HTTP conventions: every error is a 4xx/5xx with `{message, code}`, never a stack.

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './lib/errors';
import { createTestApp, type TestApp } from './test-support/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/test/echo',
        { schema: { body: z.object({ name: z.string().min(1), age: z.number().int() }) } },
        async (request) => ({ echoed: request.body.name }),
      );
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
    app.get('/api/test/conflict', async () => {
      throw new AppError('conflict', 'That e-mail is already registered.');
    });
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz and /readyz when the database answers', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });
});

describe('error answers', () => {
  it('answers broken JSON with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid JSON/);
  });

  it('names the invalid field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ada', age: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^age: /);
  });

  it('refuses a body over the limit with 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024), age: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it('refuses a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('message');
  });

  it('answers an unknown API route with 404 JSON', async () => {
    const res = await t.app.inject({ url: '/api/x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not found: GET /api/x');
  });

  it('hides internals of a 500', async () => {
    const res = await t.app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret|srv|stack/);
    expect(res.json().message).toMatch(/Something went wrong/);
  });

  it('maps AppError to its status', async () => {
    const res = await t.app.inject({ url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'That e-mail is already registered.', code: 'conflict' });
  });

  it('sets the answer set of security headers on API answers and health checks', async () => {
    for (const url of ['/healthz', '/api/config', '/api/test/conflict']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toBeDefined();
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(res.headers['x-xss-protection'], url).toBeUndefined();
    }
  });

  it('sets the document set of security headers on pages, under /api/ too', async () => {
    for (const url of ['/api/docs', '/api/dev/outbox', '/sandbox/checkout/unknown']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toMatch(/default-src 'self'/);
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
