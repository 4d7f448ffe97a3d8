// Without SMTP_URL the code lands in the outbox, readable on a development-only page; ADMIN_EMAIL and
// ADMIN_PASSWORD create or repair a verified admin at start.
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { newRegistration } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/harness';
import { bootstrapAdmin } from './bootstrap-admin';
import { devOutboxRoutes } from './dev-outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'Boss@Waka.test', ADMIN_PASSWORD: 'Adm1n!pass' });
});
afterAll(() => t.close());

describe('development outbox', () => {
  it('lists the newest mails with their codes, escaped, newest first', async () => {
    const first = newRegistration({ name: 'First <b>Person</b>' });
    const second = newRegistration({ name: '<script>alert(1)</script>' });
    for (const body of [first, second]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: body });
      expect(res.statusCode).toBe(201);
      expect(res.json().emailSent).toBe(true);
    }
    const page = await t.app.inject({ url: '/api/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body.indexOf(second.email)).toBeLessThan(page.body.indexOf(first.email));
    const code = page.body.match(/(\d{6}) is your Waka verification code/)?.[1];
    expect(code).toBeDefined();
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/user/verify',
      payload: { email: second.email, otp: code },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('does not exist in production', async () => {
    const app = Fastify();
    app.decorate('config', { isProduction: true } as never);
    await app.register(devOutboxRoutes, { prefix: '/api' });
    expect((await app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('admin bootstrap', () => {
  it('creates a verified admin who can log in, and repairs it on the next start', async () => {
    await bootstrapAdmin(t.app);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'boss@waka.test', password: 'Adm1n!pass' },
      });
    const first = await login();
    expect(first.statusCode).toBe(200);
    expect(first.json().user.isAdmin).toBe(true);

    await t.database.db
      .update(users)
      .set({ isAdmin: false, disabled: true, passwordHash: 'x' })
      .where(eq(users.email, 'boss@waka.test'));
    await bootstrapAdmin(t.app);
    const again = await login();
    expect(again.statusCode).toBe(200);
    expect(again.json().user.isAdmin).toBe(true);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'boss@waka.test'));
    expect(rows).toHaveLength(1);
  });

  it('keeps the admin signed in across a restart with the same ADMIN_PASSWORD', async () => {
    await bootstrapAdmin(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'boss@waka.test', password: 'Adm1n!pass' },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    await new Promise((resolve) => setTimeout(resolve, 1100)); // sessions are compared in whole seconds
    await bootstrapAdmin(t.app);
    expect((await t.app.inject({ url: '/api/user/profile', headers: auth })).statusCode).toBe(200);
  });
});
