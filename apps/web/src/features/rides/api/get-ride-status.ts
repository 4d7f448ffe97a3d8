// GET /api/status/:id → {status, rideId, driverPhoneNumber?, driverName?, driverLocation?}: one ride's status
// as the server knows it. The rider's ride screen follows it, the driver checks a stored ride with it, and the
// "book the nearest" screen watches its match.
import { queryOptions } from '@tanstack/react-query';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const rideStatusCall = endpoint('GET', '/api/status/:id', 'signed-in');

export function getRideStatus(
  rideId: string,
  signal?: AbortSignal,
): Promise<AnswerOf<typeof rideStatusCall>> {
  return request(rideStatusCall, { params: { id: rideId } }, { signal });
}

export const rideStatusQueryKey = (rideId: string) => ['rides', 'status', rideId] as const;

export function rideStatusQueryOptions(rideId: string) {
  return queryOptions({
    queryKey: rideStatusQueryKey(rideId),
    queryFn: ({ signal }) => getRideStatus(rideId, signal),
  });
}
