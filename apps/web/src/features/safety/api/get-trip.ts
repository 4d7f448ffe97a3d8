// GET /api/trips/{token}: the public view of a shared trip (no account), refreshed every few seconds while
// the trip is live and never again once it has ended.

import { useQuery } from '@tanstack/react-query';
import { endpoint, request } from '../../../lib/api-client';

const tripCall = endpoint('GET', '/api/trips/:token', 'public');

export const TRIP_REFRESH_MS = 5000;

export function useSharedTrip(token: string) {
  return useQuery({
    queryKey: ['shared-trip', token],
    queryFn: () => request(tripCall, { params: { token } }),
    refetchInterval: (query) => (query.state.data?.ended ? false : TRIP_REFRESH_MS),
    retry: (count, error) => count < 3 && !(error && 'status' in error && error.status === 404),
  });
}
