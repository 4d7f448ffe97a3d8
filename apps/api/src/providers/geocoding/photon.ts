// Photon-compatible search: GET {PHOTON_URL}/api?q=&limit=&lat=&lon= → GeoJSON features.
// Photon is self-hostable with a Nigeria extract (docs/decisions/020-geocoding-providers.md).
import { getJson, ProviderError } from './http';
import type { PlaceSuggestion, SearchProvider } from './types';

/** Without the rider's position, bias results toward the middle of Nigeria (Nigeria preferred). */
const NIGERIA_CENTRE = { latitude: 9.082, longitude: 8.6753 };

interface PhotonFeature {
  geometry?: { coordinates?: unknown };
  properties?: { name?: unknown; city?: unknown; country?: unknown; countrycode?: unknown };
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A location suggestion: the name plus its city, or its country when there is no city. */
export function suggestionFromFeature(
  feature: PhotonFeature,
): (PlaceSuggestion & { isNigeria: boolean }) | null {
  const properties = feature.properties ?? {};
  const coordinates = feature.geometry?.coordinates;
  const name = text(properties.name);
  if (!name || !Array.isArray(coordinates)) return null;
  const [longitude, latitude] = coordinates;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const city = text(properties.city);
  const country = text(properties.country);
  const qualifier = city && city !== name ? city : country;
  return {
    name: qualifier && qualifier !== name ? `${name}, ${qualifier}` : name,
    latitude,
    longitude,
    isNigeria: text(properties.countrycode)?.toUpperCase() === 'NG' || country === 'Nigeria',
  };
}

export function createPhotonSearch(baseUrl: string, timeoutMs: number): SearchProvider {
  return {
    name: 'photon',
    async search(query, signal) {
      const url = new URL('api', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      const bias = query.near ?? NIGERIA_CENTRE;
      url.searchParams.set('q', query.q);
      url.searchParams.set('limit', String(query.limit));
      url.searchParams.set('lat', String(bias.latitude));
      url.searchParams.set('lon', String(bias.longitude));
      const body = (await getJson('photon', url, timeoutMs, signal)) as { features?: unknown };
      if (!Array.isArray(body?.features)) throw new ProviderError('photon sent no features array');
      const suggestions = body.features
        .map((feature) => suggestionFromFeature(feature as PhotonFeature))
        .filter((suggestion) => suggestion !== null);
      // Nigerian places first, keeping Photon's own order inside each group (Array.sort is stable).
      suggestions.sort((a, b) => Number(b.isNigeria) - Number(a.isNigeria));
      const seen = new Set<string>();
      return suggestions
        .filter((s) => !seen.has(s.name) && seen.add(s.name))
        .slice(0, query.limit)
        .map(({ name, latitude, longitude }) => ({ name, latitude, longitude }));
    },
  };
}
