// GET /api/trips/{token}: the public view of a shared trip (no account), refreshed every few seconds while
// the trip is live and never again once it has ended.

import { useQuery } from '@tanstack/react-query';
import type { TripView } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export const TRIP_REFRESH_MS = 5000;

export function useSharedTrip(token: string) {
  return useQuery({
    queryKey: ['shared-trip', token],
    queryFn: () => apiRequest<TripView>(`/api/trips/${encodeURIComponent(token)}`, { auth: false }),
    refetchInterval: (query) => (query.state.data?.ended ? false : TRIP_REFRESH_MS),
    retry: (count, error) => count < 3 && !(error && 'status' in error && error.status === 404),
  });
}
