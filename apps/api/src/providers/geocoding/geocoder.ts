// The geocoder the geo service uses: the configured provider first, the offline gazetteer as default and
// fallback (on error, timeout or 5xx), and an in-memory LRU cache of provider answers.
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config';
import { gazetteerReverse, gazetteerSearch } from './gazetteer';
import { createLocationIqReverse } from './locationiq';
import { createPhotonSearch } from './photon';
import type { GeoPoint, PlaceQuery, PlaceSuggestion, ReverseProvider, SearchProvider } from './types';

export interface Geocoder {
  /** Which providers answer first: "photon" / "locationiq", or "gazetteer" when none is configured. */
  readonly providers: { search: string; reverse: string };
  search(query: PlaceQuery): Promise<PlaceSuggestion[]>;
  /** A display name, or null when nothing is known there. */
  reverse(point: GeoPoint): Promise<string | null>;
}

export interface GeocoderOptions {
  search?: SearchProvider;
  reverse?: ReverseProvider;
  /** After a provider failure, go straight to the gazetteer for this long (default 30 s). */
  cooldownMs?: number;
  cacheSize?: number;
  cacheTtlMs?: number;
  /** Strings that must never reach a log line (the LocationIQ key). */
  secrets?: string[];
}

export function geocoderOptionsFromConfig(config: Config): GeocoderOptions {
  const timeoutMs = config.GEO_TIMEOUT_MS;
  return {
    search: config.PHOTON_URL ? createPhotonSearch(config.PHOTON_URL, timeoutMs) : undefined,
    reverse: config.LOCATIONIQ_KEY
      ? createLocationIqReverse(config.LOCATIONIQ_URL, config.LOCATIONIQ_KEY, timeoutMs)
      : undefined,
    secrets: config.LOCATIONIQ_KEY ? [config.LOCATIONIQ_KEY] : [],
  };
}

type CachedAnswer = { places: PlaceSuggestion[] } | { address: string | null };

export function createGeocoder(log: FastifyBaseLogger, options: GeocoderOptions = {}): Geocoder {
  const cooldownMs = options.cooldownMs ?? 30_000;
  const cache = new LRUCache<string, CachedAnswer>({
    max: options.cacheSize ?? 2000,
    ttl: options.cacheTtlMs ?? 6 * 60 * 60 * 1000,
  });
  const failedAt = new Map<string, number>();
  const redact = (text: string) =>
    (options.secrets ?? []).reduce((out, secret) => out.split(secret).join('[redacted]'), text);

  /** Ask the provider; on any failure log it (redacted), cool it down, and answer from the fallback. */
  async function withFallback<T>(
    provider: { name: string } | undefined,
    cacheKey: string,
    ask: () => Promise<T>,
    fallback: () => Promise<T>,
    wrap: (answer: T) => CachedAnswer,
  ): Promise<T> {
    if (!provider) return fallback();
    const last = failedAt.get(provider.name);
    if (last !== undefined && Date.now() - last < cooldownMs) return fallback();
    try {
      const answer = await ask();
      failedAt.delete(provider.name);
      cache.set(cacheKey, wrap(answer));
      return answer;
    } catch (error) {
      failedAt.set(provider.name, Date.now());
      const reason = redact(error instanceof Error ? error.message : String(error));
      log.warn({ provider: provider.name, reason }, 'geocoding provider failed; using the offline gazetteer');
      return fallback();
    }
  }

  return {
    providers: { search: options.search?.name ?? 'gazetteer', reverse: options.reverse?.name ?? 'gazetteer' },
    async search(query) {
      const near = query.near ? `${query.near.latitude.toFixed(2)},${query.near.longitude.toFixed(2)}` : '-';
      const key = `s|${query.q.toLowerCase()}|${near}|${query.limit}`;
      const cached = cache.get(key);
      if (cached && 'places' in cached) return cached.places;
      return withFallback(
        options.search,
        key,
        () => options.search!.search(query),
        () => gazetteerSearch.search(query),
        (places) => ({ places }),
      );
    },
    async reverse(point) {
      // ~11 m cells: a rider standing still hits the cache.
      const key = `r|${point.latitude.toFixed(4)},${point.longitude.toFixed(4)}`;
      const cached = cache.get(key);
      if (cached && 'address' in cached) return cached.address;
      return withFallback(
        options.reverse,
        key,
        () => options.reverse!.reverse(point),
        () => gazetteerReverse.reverse(point),
        (address) => ({ address }),
      );
    },
  };
}
