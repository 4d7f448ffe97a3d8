// GET /api/admin/rides/:id — one ride and its timeline of transitions.
import { useQuery } from '@tanstack/react-query';
import { type AnswerOf, adminRequest, endpoint } from '../lib/admin-fetch';

const rideCall = endpoint('GET', '/api/admin/rides/:id', 'admin');

export type RideDetail = AnswerOf<typeof rideCall>;

export function getRide(rideId: string): Promise<RideDetail> {
  return adminRequest(rideCall, { params: { id: rideId } });
}

export function useRide(rideId: string | null) {
  return useQuery({
    queryKey: ['admin', 'ride', rideId],
    queryFn: () => getRide(rideId!),
    enabled: rideId !== null,
    refetchInterval: 10_000,
  });
}
