// /api/saved-places: a rider's own Home and Work, one of each, nobody else's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';

let t: TestApp;
let ada: TestUser;
let bayo: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ada = await createTestUser(t.app, { role: 'rider' });
  bayo = await createTestUser(t.app, { role: 'rider' });
});
afterAll(async () => t?.close());

const call = (user: TestUser, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: user.auth });
const HOME = { name: 'Near Yaba, Lagos State', latitude: 6.5095, longitude: 3.3711 };

describe('/api/saved-places', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-places' })).statusCode).toBe(401);
  });

  it('saves Home and Work, replaces one on a new save, and keeps each account to its own', async () => {
    expect((await call(ada, 'GET', '/api/saved-places')).json()).toEqual({ savedPlaces: [] });
    expect((await call(ada, 'PUT', '/api/saved-places/home', HOME)).json()).toEqual({
      kind: 'home',
      ...HOME,
    });
    await call(ada, 'PUT', '/api/saved-places/work', { name: 'Ikoyi', latitude: 6.455, longitude: 3.434 });
    await call(ada, 'PUT', '/api/saved-places/work', {
      name: 'Victoria Island',
      latitude: 6.4281,
      longitude: 3.4219,
    });
    expect((await call(ada, 'GET', '/api/saved-places')).json()).toEqual({
      savedPlaces: [
        { kind: 'home', ...HOME },
        { kind: 'work', name: 'Victoria Island', latitude: 6.4281, longitude: 3.4219 },
      ],
    });
    expect((await call(bayo, 'GET', '/api/saved-places')).json()).toEqual({ savedPlaces: [] });
    expect((await call(bayo, 'DELETE', '/api/saved-places/home')).statusCode).toBe(404);
    expect((await call(ada, 'DELETE', '/api/saved-places/work')).json()).toEqual({ message: 'Removed.' });
    expect((await call(ada, 'GET', '/api/saved-places')).json().savedPlaces).toHaveLength(1);
  });

  it.each([
    ['/api/saved-places/school', HOME, 'kind must be home or work'],
    ['/api/saved-places/home', { ...HOME, latitude: 91 }, 'latitude: latitude must be between -90 and 90'],
    ['/api/saved-places/home', { ...HOME, name: '' }, 'The name must be at least 2 characters.'],
  ])('refuses %s with a message', async (url, body, message) => {
    const response = await call(ada, 'PUT', url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
