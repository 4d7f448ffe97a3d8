// Only admins reach /api/admin/*: 401 without a token, 403 for everyone else,
// before any input is looked at.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';
import { adminRoutes } from './routes';

const someId = '00000000-0000-4000-8000-000000000000';
const ADMIN_CALLS: [method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown][] = [
  ['GET', '/api/admin/users?role=driver&approved=false'],
  ['GET', `/api/admin/users/${someId}`],
  ['PUT', `/api/admin/users/${someId}/approval`, { approved: true }],
  ['PUT', `/api/admin/users/${someId}/disabled`, { disabled: true }],
  ['GET', '/api/admin/rides?status=open'],
  ['GET', `/api/admin/rides/${someId}`],
  ['GET', '/api/admin/payments?status=pending'],
  ['GET', '/api/admin/commission/daily?days=30'],
  ['GET', `/api/admin/wallets/${someId}/ledger`],
  ['GET', '/api/admin/ledger/check'],
  ['GET', '/api/admin/support?handled=false'],
  ['PUT', `/api/admin/support/${someId}/handled`, {}],
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings', { commissionRate: 0.2 }],
  ['POST', '/api/admin/settings/logo'],
  ['DELETE', '/api/admin/settings/logo'],
  ['GET', '/api/admin/audit?limit=5'],
  ['GET', '/api/admin/places?q=Yaba'],
  [
    'POST',
    '/api/admin/places',
    { name: 'Somewhere', category: 'landmark', state: 'Lagos', latitude: 6.5, longitude: 3.4 },
  ],
  ['PUT', `/api/admin/places/${someId}`, { active: false }],
  ['DELETE', `/api/admin/places/${someId}`],
  ['GET', '/api/admin/zones'],
  ['POST', '/api/admin/zones', { name: 'Somewhere', geometry: { type: 'Polygon', coordinates: [] } }],
  ['PUT', `/api/admin/zones/${someId}`, { active: false }],
  ['DELETE', `/api/admin/zones/${someId}`],
  ['GET', '/api/admin/incidents'],
  ['GET', `/api/admin/incidents/${someId}`],
  ['PUT', `/api/admin/incidents/${someId}/status`, { status: 'acknowledged' }],
  ['GET', '/api/admin/no-show-reviews'],
  ['PUT', `/api/admin/no-show-reviews/${someId}`, { disable: false }],
  ['GET', '/api/admin/flagged-drivers'],
];

let t: TestApp;
let rider: TestUser;
let driver: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  rider = await createTestUser(t.app, { role: 'rider' });
  driver = await createTestUser(t.app, { role: 'driver', approved: true });
  admin = await createTestUser(t.app, { role: null, isAdmin: true });
});
afterAll(async () => t?.close());

describe('admin API access', () => {
  it('covers every admin route (a new route must be added to the table above)', async () => {
    const seen: string[] = [];
    const probe = Fastify();
    probe.setValidatorCompiler(validatorCompiler);
    probe.setSerializerCompiler(serializerCompiler);
    probe.decorate('requireAdmin', async () => {});
    probe.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') seen.push(`${method} ${route.url}`);
    });
    await probe.register(adminRoutes, { prefix: '/api' });
    await probe.ready();
    const tested = ADMIN_CALLS.map(([method, url]) =>
      `${method} ${url.split('?')[0]!.replace(someId, ':id')}`.replace('/wallets/:id/', '/wallets/:userId/'),
    );
    expect(new Set(seen)).toEqual(new Set(tested));
    await probe.close();
  });

  it.each(ADMIN_CALLS)(
    '%s %s: 401 without a token, 403 for a rider and a driver',
    async (method, url, body) => {
      const anonymous = await t.app.inject({ method, url, payload: body as object });
      expect(anonymous.statusCode).toBe(401);
      for (const user of [rider, driver]) {
        const res = await t.app.inject({ method, url, payload: body as object, headers: user.auth });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/administrator/);
      }
    },
  );

  it('lets an admin in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a rider even when a forged body looks harmless, and writes no audit row', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { commissionRate: 0.3 },
      headers: rider.auth,
    });
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.auth });
    expect(audit.json().entries).toEqual([]);
    const settings = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    expect(settings.json().settings.commissionRate).toBe(0.1);
  });
});
