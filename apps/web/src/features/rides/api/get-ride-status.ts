// GET /api/status/:id → {status, rideId, driverPhoneNumber?, driverName?, driverLocation?}: one ride's status
// as the server knows it. The rider's ride screen follows it, the driver checks a stored ride with it, and the
// "book the nearest" screen watches its match.
import { queryOptions } from '@tanstack/react-query';
import type { RideStatusResponse } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export function getRideStatus(rideId: string, signal?: AbortSignal): Promise<RideStatusResponse> {
  return apiRequest<RideStatusResponse>(`/api/status/${encodeURIComponent(rideId)}`, { signal });
}

export const rideStatusQueryKey = (rideId: string) => ['rides', 'status', rideId] as const;

export function rideStatusQueryOptions(rideId: string) {
  return queryOptions({
    queryKey: rideStatusQueryKey(rideId),
    queryFn: ({ signal }) => getRideStatus(rideId, signal),
  });
}
