// GET /api/admin/rides — open and active rides first, with their age; refreshed every 10 s.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminRidesResponseSchema } from '@waka/shared';
import type { z } from 'zod';
import { adminFetch } from '../lib/admin-fetch';

export type RidesAnswer = z.infer<typeof adminRidesResponseSchema>;
export const RIDES_REFRESH_MS = 10_000;

export function listRides(filter: { status?: string; limit: number; offset: number }): Promise<RidesAnswer> {
  return adminFetch('/api/admin/rides', { query: filter });
}

export function useRides(filter: { status?: string; limit: number; offset: number }) {
  return useQuery({
    queryKey: ['admin', 'rides', filter],
    queryFn: () => listRides(filter),
    refetchInterval: RIDES_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
