// GET /api/geo/reverse → {address}; on failure the address is 'Unknown location'.

import { useQuery } from '@tanstack/react-query';
import { type GeoPoint, MSG } from '@waka/shared';
import { endpoint, request } from '../../../lib/api-client';

const reverseCall = endpoint('GET', '/api/geo/reverse', 'optional');

export async function reverseGeocode(point: GeoPoint, signal?: AbortSignal): Promise<string> {
  try {
    const answer = await request(
      reverseCall,
      { query: { lat: point.latitude, lon: point.longitude } },
      { signal },
    );
    return answer.address || MSG.unknownLocation;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return MSG.unknownLocation;
  }
}

/** Rounded to ~11 m so a person who barely moved does not cost another lookup. */
export function reverseGeocodeKey(point: GeoPoint) {
  return ['geo', 'reverse', point.latitude.toFixed(4), point.longitude.toFixed(4)] as const;
}

export function useReverseGeocode(point: GeoPoint | null | undefined, options: { enabled?: boolean } = {}) {
  const { enabled = true } = options;
  return useQuery({
    queryKey: point ? reverseGeocodeKey(point) : ['geo', 'reverse', 'none'],
    queryFn: ({ signal }) => reverseGeocode(point as GeoPoint, signal),
    enabled: enabled && !!point,
    staleTime: 10 * 60_000,
  });
}
