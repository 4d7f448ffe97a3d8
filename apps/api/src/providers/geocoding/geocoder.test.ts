// The geocoder against local stand-ins of Photon and LocationIQ on 127.0.0.1: answers mapped,
// fallback to the gazetteer on 500 / hang / refused / junk, cache, cool-down, and the key kept secret.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { createGeocoder, type Geocoder, geocoderOptionsFromConfig } from './geocoder';
import { answerJson, hang, type StandIn, type StandInHandler, startStandIn } from './stand-in-server';

const KEY = 'pk.test-secret-key-0123456789';
const HANG_TIMEOUT = { GEO_TIMEOUT_MS: '300' };
const IKEJA = { latitude: 6.6018, longitude: 3.3515 };
const feature = (name: string, lon: number, lat: number, extra: Record<string, string> = {}) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties: { name, ...extra },
});

let photon: StandIn;
let locationIq: StandIn;
let logLines: string[];

const captureLog = () =>
  ({
    warn: (object: unknown, message: string) => logLines.push(JSON.stringify([object, message])),
    error: (object: unknown, message: string) => logLines.push(JSON.stringify([object, message])),
  }) as unknown as FastifyBaseLogger;

function geocoder(env: Record<string, string> = {}): Geocoder {
  const config = parseConfig({
    PHOTON_URL: photon.url,
    LOCATIONIQ_URL: locationIq.url,
    LOCATIONIQ_KEY: KEY,
    // Generous for answers (a loaded CI machine); tests of a hanging provider pass HANG_TIMEOUT.
    GEO_TIMEOUT_MS: '2000',
    ...env,
  });
  return createGeocoder(captureLog(), geocoderOptionsFromConfig(config));
}

beforeAll(async () => {
  photon = await startStandIn(answerJson({ features: [] }));
  locationIq = await startStandIn(answerJson({}));
});
beforeEach(() => {
  logLines = [];
  photon.requests.length = 0;
  locationIq.requests.length = 0;
});
afterAll(async () => {
  await photon.close();
  await locationIq.close();
});

describe('configuration', () => {
  it('uses the gazetteer for both when no provider is configured', async () => {
    const offline = createGeocoder(captureLog(), geocoderOptionsFromConfig(parseConfig({})));
    expect(offline.providers).toEqual({ search: 'gazetteer', reverse: 'gazetteer' });
    expect(await offline.reverse(IKEJA)).toBe('Near Ikeja, Lagos State');
    expect(geocoder().providers).toEqual({ search: 'photon', reverse: 'locationiq' });
  });
});

describe('search through Photon', () => {
  it('maps name + city, or name + country; Nigeria first; biases to Nigeria without a position', async () => {
    photon.setHandler(
      answerJson({
        features: [
          feature('Allen Avenue', -80.1, 26.1, {
            city: 'Miami',
            country: 'United States',
            countrycode: 'US',
          }),
          feature('Allen Avenue', 3.3515, 6.6018, { city: 'Ikeja', country: 'Nigeria', countrycode: 'NG' }),
          feature('Lagos', 3.39, 6.45, { country: 'Nigeria', countrycode: 'NG' }),
          { type: 'Feature', geometry: { coordinates: 'bad' }, properties: { name: 'Broken' } },
        ],
      }),
    );
    const places = await geocoder().search({ q: 'allen', limit: 5 });
    expect(places).toEqual([
      { name: 'Allen Avenue, Ikeja', latitude: 6.6018, longitude: 3.3515 },
      { name: 'Lagos, Nigeria', latitude: 6.45, longitude: 3.39 },
      { name: 'Allen Avenue, Miami', latitude: 26.1, longitude: -80.1 },
    ]);
    expect(Object.fromEntries(photon.requests[0]?.searchParams ?? [])).toEqual({
      q: 'allen',
      limit: '5',
      lat: '9.082',
      lon: '8.6753',
    });
  });

  it('caches: the same search twice asks Photon once', async () => {
    photon.setHandler(answerJson({ features: [feature('Yaba', 3.38, 6.51, { city: 'Lagos' })] }));
    const subject = geocoder();
    const first = await subject.search({ q: 'Yaba', limit: 5 });
    expect(await subject.search({ q: 'yaba', limit: 5 })).toEqual(first);
    expect(photon.requests).toHaveLength(1);
  });

  it.each([
    ['answers 500', answerJson({ message: 'boom' }, 500)],
    ['hangs', hang],
    [
      'sends headers then stalls the body',
      ((_url, _request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"features": [');
      }) satisfies StandInHandler,
    ],
    ['answers junk', answerJson({ unexpected: true })],
  ])('falls back to the gazetteer when Photon %s, then rests it for a while', async (_label, handler) => {
    photon.setHandler(handler);
    const subject = geocoder(HANG_TIMEOUT);
    const started = performance.now();
    const places = await subject.search({ q: 'Ike', near: IKEJA, limit: 5 });
    expect(places[0]?.name).toBe('Ikeja, Lagos State');
    // The 300 ms limit cut the hang; the bound is generous, the point is the fallback answered.
    expect(performance.now() - started).toBeLessThan(2500);
    expect(photon.requests).toHaveLength(1);
    expect(logLines.join('\n')).toMatch(/photon/);
    // Cool-down: the next search does not wait on the broken provider again.
    expect((await subject.search({ q: 'Ibad', limit: 5 }))[0]?.name).toBe('Ibadan, Oyo State');
    expect(photon.requests).toHaveLength(1);
  });

  it('falls back when nothing listens on the configured port', async () => {
    const gone = await startStandIn(hang);
    await gone.close();
    const places = await geocoder({ ...HANG_TIMEOUT, PHOTON_URL: gone.url }).search({ q: 'Kano', limit: 5 });
    expect(places[0]?.name).toBe('Kano, Kano State');
  });
});

describe('reverse through LocationIQ', () => {
  it('sends key, lat, lon and format=json, and answers display_name', async () => {
    locationIq.setHandler(answerJson({ display_name: 'Allen Avenue, Ikeja, Lagos State, Nigeria' }));
    expect(await geocoder().reverse(IKEJA)).toBe('Allen Avenue, Ikeja, Lagos State, Nigeria');
    const sent = locationIq.requests[0];
    expect(sent?.pathname).toBe('/v1/reverse');
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      key: KEY,
      lat: '6.6018',
      lon: '3.3515',
      format: 'json',
    });
  });

  it.each([
    ['answers 500 quoting the key', answerJson({ error: `bad request for key=${KEY}` }, 500)],
    ['hangs', hang],
    ['echoes the key in display_name', answerJson({ display_name: `Somewhere (key=${KEY})` })],
  ])(
    'falls back to the gazetteer when LocationIQ %s, and the key reaches no answer or log',
    async (_l, handler) => {
      locationIq.setHandler(handler);
      const address = await geocoder(HANG_TIMEOUT).reverse(IKEJA);
      expect(address).toBe('Near Ikeja, Lagos State');
      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.join('\n')).not.toContain(KEY);
    },
  );

  it('answers null when LocationIQ and the gazetteer both know nothing there', async () => {
    locationIq.setHandler(answerJson({ error: 'Unable to geocode' }, 404));
    expect(await geocoder().reverse({ latitude: -40, longitude: -30 })).toBeNull();
  });
});
