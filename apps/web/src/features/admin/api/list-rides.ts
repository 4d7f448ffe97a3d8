// GET /api/admin/rides — open and active rides first, with their age; refreshed every 10 s.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest, endpoint, type QueryOf } from '../lib/admin-fetch';

const ridesCall = endpoint('GET', '/api/admin/rides', 'admin');

export const RIDES_REFRESH_MS = 10_000;

export function listRides(filter: { status?: string; limit: number; offset: number }) {
  // The status select offers the map's ride statuses and 'open' ('' for all, which is not sent).
  const status = (filter.status || undefined) as QueryOf<typeof ridesCall>['status'];
  return adminRequest(ridesCall, { query: { ...filter, status } });
}

export function useRides(filter: { status?: string; limit: number; offset: number }) {
  return useQuery({
    queryKey: ['admin', 'rides', filter],
    queryFn: () => listRides(filter),
    refetchInterval: RIDES_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
