// The rides calls are documented at /api/docs (contract first: the zod schemas become OpenAPI).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lists every rides, drivers, events, notifications and support path', async () => {
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  for (const path of [
    '/api/rider/updatelocation',
    '/api/rider/getonlinedrivers',
    '/api/rider/getonlinebikers',
    '/api/fare-estimate',
    '/api/requestride',
    '/api/status/{id}',
    '/api/cancelrequest',
    '/api/incoming-rides',
    '/api/acceptride',
    '/api/rejectride',
    '/api/startride',
    '/api/completeride',
    '/api/noshow',
    '/api/ridehistory',
    '/api/notifications',
    '/api/message',
    '/api/events',
  ]) {
    expect(paths).toContain(path);
  }
});
