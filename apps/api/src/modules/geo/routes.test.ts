// GET /api/geo/search and /api/geo/reverse with no provider configured: the offline gazetteer.
import { MSG } from '@waka/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../test-support/harness';
import { GEO_RATE_LIMIT } from './routes';
import { reverseGeocode, searchPlaces } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LAGOS = { lat: 6.5244, lon: 3.3792 };
const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('GET /api/geo/search (offline)', () => {
  it("lists the curated Ikeja GRA, then the town of Ikeja, for 'Ike' near Lagos, with coordinates", async () => {
    const response = await get(`/api/geo/search?q=Ike&lat=${LAGOS.lat}&lon=${LAGOS.lon}`);
    expect(response.statusCode).toBe(200);
    const { suggestions } = response.json();
    // Same match quality (a prefix): the operator's places come before the gazetteer's.
    expect(suggestions[0]).toEqual({ name: 'Ikeja GRA, Lagos State', latitude: 6.578, longitude: 3.351 });
    expect(suggestions.slice(1, 3).map((s: { name: string }) => s.name)).toEqual([
      'Murtala Muhammed Airport, Lagos State', // through its alias "Ikeja Airport"
      'Ikeja, Lagos State',
    ]);
    expect(suggestions.length).toBeLessThanOrEqual(5);
  });

  it('returns nothing for a query under 3 characters, and at most 5 otherwise', async () => {
    expect((await get('/api/geo/search?q=ab')).json()).toEqual({ suggestions: [] });
    expect((await get('/api/geo/search?q=%20%20ab%20')).json()).toEqual({ suggestions: [] });
    const many = (await get('/api/geo/search?q=aba')).json().suggestions;
    expect(many[0].name).toBe('Aba, Abia State');
    expect(many.length).toBeLessThanOrEqual(5);
  });

  it('searches without the rider position too', async () => {
    const { suggestions } = (await get('/api/geo/search?q=port%20harcourt')).json();
    expect(suggestions[0].name).toBe('Port Harcourt, Rivers State');
  });

  it.each([
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters.'],
    ['q=Ike&lat=91&lon=3', 'lat must be between -90 and 90.'],
    ['q=Ike&lat=6&lon=-181', 'lon must be between -180 and 180.'],
    ['q=Ike&lat=north&lon=3', 'lat must be a number.'],
    ['q=Ike&lat=6.5', 'Send lat and lon together, or neither.'],
    ['lat=6.5&lon=3.3', 'q (the text to search for) is required.'],
  ])('answers 400 with a message for %s', async (query, message) => {
    const response = await get(`/api/geo/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('GET /api/geo/reverse (offline)', () => {
  it('names a Lagos place for a Lagos point', async () => {
    const response = await get('/api/geo/reverse?lat=6.6018&lon=3.3515');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ address: 'Near Ikeja, Lagos State' });
  });

  it("answers 'Unknown location' where no Nigerian place is near", async () => {
    expect((await get('/api/geo/reverse?lat=51.5072&lon=-0.1276')).json()).toEqual({
      address: MSG.unknownLocation,
    });
  });

  it.each([
    ['lat=-91&lon=3', 'lat must be between -90 and 90.'],
    ['lat=6&lon=180.5', 'lon must be between -180 and 180.'],
    ['lon=3', 'lat is required.'],
    ['lat=6&lon=', 'lon is required.'],
  ])('answers 400 with a message for %s', async (query, message) => {
    const response = await get(`/api/geo/reverse?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('rate limits', () => {
  it('limits each IP, and each signed-in user separately from their IP', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < GEO_RATE_LIMIT.max; i++) {
      expect((await get('/api/geo/reverse?lat=6.6&lon=3.35', {}, ip)).statusCode).toBe(200);
    }
    const limited = await get('/api/geo/reverse?lat=6.6&lon=3.35', {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
    // Another caller is not affected; a signed-in user on the same IP has their own allowance.
    expect((await get('/api/geo/reverse?lat=6.6&lon=3.35', {}, '10.9.9.10')).statusCode).toBe(200);
    const user = await createTestUser(t.app, { role: 'rider' });
    expect((await get('/api/geo/reverse?lat=6.6&lon=3.35', user.auth, ip)).statusCode).toBe(200);
  });

  it('rejects a bad token instead of treating the caller as anonymous', async () => {
    const response = await get('/api/geo/search?q=Ike', { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
  });
});

describe('service functions for other modules', () => {
  it('reverseGeocode gives an address string and never throws on a bad point', async () => {
    expect(await reverseGeocode(t.app, { latitude: 12.0022, longitude: 8.592 })).toBe(
      'Near Kano, Kano State',
    );
    expect(await reverseGeocode(t.app, { latitude: Number.NaN, longitude: 3 })).toBe(MSG.unknownLocation);
  });

  it('searchPlaces applies the 3-character minimum and the limit of 5', async () => {
    expect(await searchPlaces(t.app, { q: 'Ik' })).toEqual([]);
    const places = await searchPlaces(t.app, { q: 'Ikeja', latitude: 6.5, longitude: 3.4 });
    expect(places[0]?.name).toBe('Ikeja, Lagos State');
  });
});
