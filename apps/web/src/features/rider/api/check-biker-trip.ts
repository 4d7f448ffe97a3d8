// POST /api/zones/trip-check (auth optional): may a biker carry this trip, and if not, which zone, why,
// and the nearest points outside it a biker can still serve (docs/zones.md).
import { useQuery } from '@tanstack/react-query';
import type { TripCheckResponse } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';
import type { LatLng } from '../../places';

export function checkBikerTrip(pickup: LatLng, destination: LatLng | null): Promise<TripCheckResponse> {
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
export function useBikerTripCheck(pickup: LatLng | null, destination: LatLng | null, enabled: boolean) {
  const round = (p: LatLng | null) => (p ? [p.latitude.toFixed(5), p.longitude.toFixed(5)] : null);
  return useQuery({
    queryKey: ['zones', 'trip-check', round(pickup), round(destination)],
    queryFn: () => checkBikerTrip(pickup!, destination),
    enabled: enabled && pickup !== null,
    staleTime: 60_000,
  });
}
