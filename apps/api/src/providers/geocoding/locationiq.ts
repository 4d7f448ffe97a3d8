// LocationIQ reverse geocoding: GET {LOCATIONIQ_URL}/v1/reverse?key=&lat=&lon=&format=json, reads
// display_name. The key stays on the server; it is never logged or returned (the URL is never put in errors).
import { getJson, ProviderError } from './http';
import type { ReverseProvider } from './types';

export function createLocationIqReverse(baseUrl: string, key: string, timeoutMs: number): ReverseProvider {
  return {
    name: 'locationiq',
    async reverse(point, signal) {
      const url = new URL('v1/reverse', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.searchParams.set('key', key);
      url.searchParams.set('lat', String(point.latitude));
      url.searchParams.set('lon', String(point.longitude));
      url.searchParams.set('format', 'json');
      const body = (await getJson('locationiq', url, timeoutMs, signal)) as { display_name?: unknown };
      if (body === null || typeof body !== 'object') throw new ProviderError('locationiq sent no object');
      const name = typeof body.display_name === 'string' ? body.display_name.trim() : '';
      // A provider could echo its request; never let the key through in an answer.
      if (name.includes(key)) throw new ProviderError('locationiq answer contained the access key');
      return name === '' ? null : name;
    },
  };
}
