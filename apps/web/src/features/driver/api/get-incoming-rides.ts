// GET /api/incoming-rides → {incomingRequests}. Polled every 30 s as the
// fallback of the live `ride.incoming` events.

import { useQuery } from '@tanstack/react-query';
import { DRIVER_INCOMING_POLL_MS, type IncomingRide } from '@waka/shared';
import { endpoint, request } from '../../../lib/api-client';

/** One incoming ride request, as @waka/shared defines it. */
export type IncomingRideRequest = IncomingRide;

const listIncomingCall = endpoint('GET', '/api/incoming-rides', 'signed-in');

export const incomingRidesQueryKey = ['driver', 'incoming-rides'] as const;

export async function getIncomingRides(): Promise<IncomingRideRequest[]> {
  const answer = await request(listIncomingCall);
  return answer.incomingRequests;
}

export function useIncomingRides(options: { enabled: boolean }) {
  return useQuery({
    queryKey: incomingRidesQueryKey,
    queryFn: getIncomingRides,
    enabled: options.enabled,
    refetchInterval: options.enabled ? DRIVER_INCOMING_POLL_MS : false,
    staleTime: 0,
  });
}
