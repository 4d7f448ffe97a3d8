// Geo service: destination search and address lookup for the routes and for other modules
// (rides use reverseGeocode for pickupAddress/destinationAddress). The geocoder is the server's
// (`app.geocoder`, built at start), so every plugin of one app shares the provider cache and cool-down.
import { ALIAS_MIN_QUERY_LENGTH, MSG, SUGGESTION_LIMIT, SUGGESTION_MIN_QUERY_LENGTH } from '@waka/shared';
import type { FastifyInstance } from 'fastify';
import type { GeoPoint, PlaceSuggestion } from '../../providers/geocoding/types';
import { mergeSuggestions } from '../places/merge';
import { searchCuratedPlaces } from '../places/search';

/** The address of a point: the provider's display name, "Near <place>, <state>", or 'Unknown location'. */
export async function reverseGeocode(app: FastifyInstance, point: GeoPoint): Promise<string> {
  if (!isValidPoint(point)) return MSG.unknownLocation;
  try {
    return (await app.geocoder.reverse(point)) ?? MSG.unknownLocation;
  } catch (error) {
    // The gazetteer does not throw; this guards callers such as ride requests from ever failing on an address.
    app.log.error({ err: error }, 'reverse geocoding failed');
    return MSG.unknownLocation;
  }
}

/**
 * Up to 5 suggestions near the rider: the operator's curated places first, then
 * the provider's or the gazetteer's, merged by match quality so an exact town still beats a typo'd landmark.
 * A query under 3 characters answers only curated places named exactly so (docs/decisions/141).
 */
export async function searchPlaces(
  app: FastifyInstance,
  options: { q: string; latitude?: number; longitude?: number },
): Promise<PlaceSuggestion[]> {
  const q = options.q.trim().replace(/\s+/g, ' ');
  if (q.length < ALIAS_MIN_QUERY_LENGTH) return [];
  const point =
    options.latitude !== undefined && options.longitude !== undefined
      ? { latitude: options.latitude, longitude: options.longitude }
      : undefined;
  const near = point && isValidPoint(point) ? point : undefined;
  const exactOnly = q.length < SUGGESTION_MIN_QUERY_LENGTH;
  const curated = await searchCuratedPlaces(app.database.db, { q, near, limit: SUGGESTION_LIMIT, exactOnly });
  if (exactOnly) return curated.map(({ place }) => place.suggestion);
  const others = await app.geocoder.search({ q, near, limit: SUGGESTION_LIMIT });
  return mergeSuggestions(
    q,
    curated.map(({ place, tier }) => ({ suggestion: place.suggestion, names: place.names, tier })),
    others,
  ).slice(0, SUGGESTION_LIMIT);
}

function isValidPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}
