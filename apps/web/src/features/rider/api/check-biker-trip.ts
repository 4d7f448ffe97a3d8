// POST /api/zones/trip-check (auth optional): may a biker carry this trip, and if not, which zone, why,
// and the nearest points outside it a biker can still serve (docs/zones.md).
import { useQuery } from '@tanstack/react-query';
import type { GeoPoint } from '@waka/shared';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const tripCheckCall = endpoint('POST', '/api/zones/trip-check', 'optional');

export function checkBikerTrip(
  pickup: GeoPoint,
  destination: GeoPoint | null,
): Promise<AnswerOf<typeof tripCheckCall>> {
  return request(tripCheckCall, {
    body: {
      pickupLocation: pickup,
      ...(destination ? { destinationLocation: destination } : {}),
    },
  });
}

/** Asked while bikers are the chosen type and a pickup is known. */
export function useBikerTripCheck(pickup: GeoPoint | null, destination: GeoPoint | null, enabled: boolean) {
  const round = (p: GeoPoint | null) => (p ? [p.latitude.toFixed(5), p.longitude.toFixed(5)] : null);
  return useQuery({
    queryKey: ['zones', 'trip-check', round(pickup), round(destination)],
    queryFn: () => checkBikerTrip(pickup!, destination),
    enabled: enabled && pickup !== null,
    staleTime: 60_000,
  });
}
