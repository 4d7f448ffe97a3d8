// The geo routes with real HTTP providers: local stand-ins of Photon and LocationIQ on 127.0.0.1.
// Their answers reach the browser in the spec's shapes; failures fall back; the key never reaches an answer.
// (Mapping, cache, cool-down and each failure kind are covered in providers/geocoding/geocoder.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerJson, hang, type StandIn, startStandIn } from '../../providers/geocoding/stand-in-server';
import { createTestApp, type TestApp } from '../../test-support/harness';

const KEY = 'pk.test-secret-key-0123456789';
let healthy: { photon: StandIn; locationIq: StandIn; t: TestApp };
let broken: { photon: StandIn; locationIq: StandIn; t: TestApp };

type Handler = Parameters<typeof startStandIn>[0];

/** timeoutMs: generous for working stand-ins (a loaded machine), short for the hanging one. */
async function setUp(photonAnswer: Handler, reverseAnswer: Handler, timeoutMs: number) {
  const photon = await startStandIn(photonAnswer);
  const locationIq = await startStandIn(reverseAnswer);
  const t = await createTestApp({
    PHOTON_URL: photon.url,
    LOCATIONIQ_URL: locationIq.url,
    LOCATIONIQ_KEY: KEY,
    GEO_TIMEOUT_MS: String(timeoutMs),
  });
  return { photon, locationIq, t };
}
const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.1.1.1' });

beforeAll(async () => {
  healthy = await setUp(
    answerJson({
      features: [
        {
          geometry: { coordinates: [3.3569, 6.6143] },
          properties: { name: 'Ikeja City Mall', city: 'Ikeja', state: 'Lagos', country: 'Nigeria' },
        },
      ],
    }),
    answerJson({ display_name: 'Allen Avenue, Ikeja, Lagos State, Nigeria', licence: `key ${KEY}` }),
    2000,
  );
  broken = await setUp(hang, answerJson({ error: `internal, key=${KEY}` }, 500), 300);
});
afterAll(async () => {
  for (const { photon, locationIq, t } of [healthy, broken]) {
    await t?.close();
    await photon?.close();
    await locationIq?.close();
  }
});

describe('with working providers', () => {
  it('search answers Photon features as suggestions, sending the rider position', async () => {
    const response = await get(healthy.t, '/api/geo/search?q=Ikeja%20mall&lat=6.52&lon=3.37');
    expect(response.json()).toEqual({
      suggestions: [{ name: 'Ikeja City Mall, Ikeja', latitude: 6.6143, longitude: 3.3569 }],
    });
    const sent = healthy.photon.requests.at(-1);
    expect(sent?.searchParams.get('q')).toBe('Ikeja mall');
    expect(sent?.searchParams.get('lat')).toBe('6.52');
    expect(sent?.searchParams.get('lon')).toBe('3.37');
  });

  it('reverse answers display_name, and the key goes to LocationIQ only', async () => {
    const response = await get(healthy.t, '/api/geo/reverse?lat=6.6018&lon=3.3515');
    expect(response.json()).toEqual({ address: 'Allen Avenue, Ikeja, Lagos State, Nigeria' });
    expect(healthy.locationIq.requests.at(-1)?.searchParams.get('key')).toBe(KEY);
    expect(response.body).not.toContain(KEY);
    expect(JSON.stringify(response.headers)).not.toContain(KEY);
  });
});

describe('with a Photon that hangs and a LocationIQ that answers 500', () => {
  it('search falls back to the gazetteer', async () => {
    const response = await get(broken.t, '/api/geo/search?q=Ikeja&lat=6.52&lon=3.37');
    expect(response.statusCode).toBe(200);
    expect(response.json().suggestions[0]).toEqual({
      name: 'Ikeja, Lagos State',
      latitude: 6.59651,
      longitude: 3.34205,
    });
    expect(broken.photon.requests).toHaveLength(1);
  });

  it('reverse falls back to the gazetteer, and the key quoted in the error reaches no answer', async () => {
    const response = await get(broken.t, '/api/geo/reverse?lat=6.6018&lon=3.3515');
    expect(response.json()).toEqual({ address: 'Near Ikeja, Lagos State' });
    expect(broken.locationIq.requests).toHaveLength(1);
    expect(response.body).not.toContain(KEY);
  });
});
