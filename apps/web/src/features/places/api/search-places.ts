// GET /api/geo/search (team contract): at most 5 suggestions; under 3 characters only exact aliases.

import { useQuery } from '@tanstack/react-query';
import { ALIAS_MIN_QUERY_LENGTH, type GeoPoint, SUGGESTION_LIMIT } from '@waka/shared';
import { endpoint, request } from '../../../lib/api-client';

const searchCall = endpoint('GET', '/api/geo/search', 'optional');

/** A named point: a suggestion, a saved place, a dropped pin (the app's own shape, not an answer). */
export interface PlaceSuggestion extends GeoPoint {
  name: string;
}

export async function searchPlaces(query: string, near?: GeoPoint | null, signal?: AbortSignal) {
  const answer = await request(
    searchCall,
    { query: { q: query, lat: near?.latitude, lon: near?.longitude } },
    { signal },
  );
  return answer.suggestions.slice(0, SUGGESTION_LIMIT);
}

/** From 2 characters: the server answers a 2-letter query only with an exact curated alias ("VI"). */
export function isSearchableQuery(query: string): boolean {
  return query.trim().length >= ALIAS_MIN_QUERY_LENGTH;
}

/** Pass an already debounced query. */
export function usePlaceSuggestions(query: string, near?: GeoPoint | null) {
  const q = query.trim();
  return useQuery({
    queryKey: ['geo', 'search', q, near?.latitude?.toFixed(2), near?.longitude?.toFixed(2)],
    queryFn: ({ signal }) => searchPlaces(q, near, signal),
    enabled: isSearchableQuery(q),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
