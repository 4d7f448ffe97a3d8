// POST /api/zones/trip-check (auth optional): may a biker carry this trip, and if not, which zone, why,
// and the nearest points outside it a biker can still serve (docs/zones.md).
import { useQuery } from '@tanstack/react-query';
import type { GeoPoint, TripCheckResponse } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export function checkBikerTrip(pickup: GeoPoint, destination: GeoPoint | null): Promise<TripCheckResponse> {
  return apiRequest<TripCheckResponse>('/api/zones/trip-check', {
    method: 'POST',
    auth: 'optional',
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
