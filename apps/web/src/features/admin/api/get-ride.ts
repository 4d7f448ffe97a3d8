// GET /api/admin/rides/:id — one ride and its timeline of transitions.
import { useQuery } from '@tanstack/react-query';
import type { adminRideDetailResponseSchema } from '@waka/shared';
import type { z } from 'zod';
import { adminFetch } from '../lib/admin-fetch';

export type RideDetail = z.infer<typeof adminRideDetailResponseSchema>;

export function getRide(rideId: string): Promise<RideDetail> {
  return adminFetch(`/api/admin/rides/${rideId}`);
}

export function useRide(rideId: string | null) {
  return useQuery({
    queryKey: ['admin', 'ride', rideId],
    queryFn: () => getRide(rideId!),
    enabled: rideId !== null,
    refetchInterval: 10_000,
  });
}
