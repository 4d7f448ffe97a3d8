// GET /api/rider/current-ride → {ride | null}: the rider's open ride as the server knows it. One query for every
// page and every device signed in to the account; the live `ride.status` events refresh it (see
// components/current-ride-sync.tsx), and it is refetched when the tab comes back into view. Screens read the
// ride through hooks/use-current-ride.ts, which combines this answer with the browser's copy.

import { useQuery } from '@tanstack/react-query';
import { RIDE_STATUS_POLL_MS } from '@waka/shared';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const currentRideCall = endpoint('GET', '/api/rider/current-ride', 'signed-in');

export const currentRideQueryKey = ['rider', 'current-ride'] as const;

export function getCurrentRide(): Promise<AnswerOf<typeof currentRideCall>> {
  return request(currentRideCall);
}

export function useCurrentRideQuery(options: { enabled?: boolean; isLive?: boolean } = {}) {
  const { enabled = true, isLive = true } = options;
  return useQuery({
    queryKey: currentRideQueryKey,
    queryFn: getCurrentRide,
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
    // Without the live stream, an open ride is followed at the ride-status polling pace (5 s).
    refetchInterval: (query) => (!isLive && query.state.data?.ride ? RIDE_STATUS_POLL_MS : false),
  });
}
