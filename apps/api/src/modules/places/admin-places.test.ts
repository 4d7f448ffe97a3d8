// Curated places through the console API: validated, audited like settings, searchable by riders at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test-support/harness';

let t: TestApp;
let admin: TestUser;
let rider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.app, { role: null, isAdmin: true, name: 'Pat Places' });
  rider = await createTestUser(t.app, { role: 'rider' });
});
afterAll(async () => t?.close());

const YABA = { lat: 6.5095, lon: 3.3711 };
const OJUELEGBA_STOP = {
  name: 'Ojuelegba bus stop',
  aliases: ['Ojuelegba under bridge'],
  category: 'bus_stop',
  state: 'Lagos',
  latitude: 6.5083,
  longitude: 3.3655,
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, user = admin) =>
  t.app.inject({ method, url, payload, headers: user.auth });
const search = async (q: string, near = YABA) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/geo/search?q=${encodeURIComponent(q)}&lat=${near.lat}&lon=${near.lon}`,
    })
  )
    .json()
    .suggestions.map((s: { name: string }) => s.name) as string[];
const auditOf = async (action: string) =>
  (await call('GET', `/api/admin/audit?action=${action}`)).json().entries as {
    actor: { name: string } | null;
    targetId: string;
    details: Record<string, unknown>;
  }[];

describe('/api/admin/places', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/places' })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/places', undefined, rider)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/places', OJUELEGBA_STOP, rider)).statusCode).toBe(403);
  });

  it('lists the starter set by state and filters by name, alias and state', async () => {
    const all = (await call('GET', '/api/admin/places?limit=100')).json();
    expect(all.total).toBeGreaterThan(60);
    const vi = (await call('GET', '/api/admin/places?q=vic')).json();
    expect(vi.places.map((p: { name: string }) => p.name)).toContain('Victoria Island');
    const kano = (await call('GET', '/api/admin/places?state=Kano')).json();
    expect(kano.places.every((p: { state: string }) => p.state === 'Kano')).toBe(true);
    expect((await call('GET', '/api/admin/places?q=100%25')).json()).toEqual({ places: [], total: 0 });
  });

  it.each([
    [{ ...OJUELEGBA_STOP, name: ' ' }, 'The name must be at least 2 characters.'],
    [
      { ...OJUELEGBA_STOP, category: 'stadium' },
      'The category must be one of: neighbourhood, landmark, bus_stop, market, campus, airport.',
    ],
    [{ ...OJUELEGBA_STOP, state: 'Lagoss' }, 'Choose a Nigerian state (or the Federal Capital Territory).'],
    [{ ...OJUELEGBA_STOP, latitude: 95 }, 'latitude: latitude must be between -90 and 90'],
    [
      { ...OJUELEGBA_STOP, aliases: Array.from({ length: 11 }, (_, i) => `alias ${i}`) },
      'At most 10 aliases.',
    ],
  ])('refuses bad input with a message (%#)', async (body, message) => {
    const response = await call('POST', '/api/admin/places', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('adds a place that a rider finds at once, and audits who added it', async () => {
    expect(await search('Ojuelegba bus stop')).not.toContain('Ojuelegba bus stop, Lagos State');
    const created = await call('POST', '/api/admin/places', OJUELEGBA_STOP);
    expect(created.statusCode).toBe(200);
    const place = created.json().place;
    expect(place).toMatchObject({ ...OJUELEGBA_STOP, source: 'operator', approximate: false, active: true });
    expect((await search('Ojuelegba bus stop'))[0]).toBe('Ojuelegba bus stop, Lagos State');
    expect((await search('under bridge'))[0]).toBe('Ojuelegba bus stop, Lagos State');
    const [entry] = await auditOf('place.create');
    expect(entry).toMatchObject({ actor: { name: 'Pat Places' }, targetId: place._id });
    expect(entry!.details).toMatchObject({ place: { name: 'Ojuelegba bus stop', category: 'bus_stop' } });
  });

  it('corrects a starter place (moved pin, no longer approximate), audited with before and after', async () => {
    const [yaba] = (await call('GET', '/api/admin/places?q=Yaba&state=Lagos')).json().places;
    const response = await call('PUT', `/api/admin/places/${yaba._id}`, {
      latitude: 6.5101,
      approximate: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().place).toMatchObject({ name: 'Yaba', latitude: 6.5101, approximate: false });
    const [entry] = await auditOf('place.update');
    expect(entry!.details).toEqual({
      name: 'Yaba',
      changes: { latitude: { from: 6.5095, to: 6.5101 }, approximate: { from: true, to: false } },
    });
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/geo/search?q=Yaba' })).json().suggestions;
    expect(first).toEqual({ name: 'Yaba, Lagos State', latitude: 6.5101, longitude: 3.3711 });
  });

  it('hides an inactive place from riders and removes a deleted one, both audited', async () => {
    const [ajah] = (await call('GET', '/api/admin/places?q=Ajah')).json().places;
    await call('PUT', `/api/admin/places/${ajah._id}`, { active: false });
    expect(await search('Ajah')).not.toContain('Ajah, Lagos State');
    await call('PUT', `/api/admin/places/${ajah._id}`, { active: true });
    expect((await search('Ajah'))[0]).toBe('Ajah, Lagos State');

    const removed = await call('DELETE', `/api/admin/places/${ajah._id}`);
    expect(removed.json()).toEqual({ message: 'Place removed.' });
    expect(await search('Ajah')).not.toContain('Ajah, Lagos State');
    expect((await auditOf('place.delete'))[0]).toMatchObject({
      targetId: ajah._id,
      details: { place: { name: 'Ajah' } },
    });
    const again = await call('DELETE', `/api/admin/places/${ajah._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Place not found. It may have been deleted.');
    expect((await call('PUT', `/api/admin/places/${ajah._id}`, { name: 'Ajah' })).statusCode).toBe(404);
  });

  it('refuses an empty update and a bad id', async () => {
    const [ikoyi] = (await call('GET', '/api/admin/places?q=Ikoyi')).json().places;
    const empty = await call('PUT', `/api/admin/places/${ikoyi._id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send at least one field to change.');
    expect((await call('DELETE', '/api/admin/places/not-an-id')).statusCode).toBe(400);
  });
});
