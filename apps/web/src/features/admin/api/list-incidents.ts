// GET /api/admin/incidents — SOS incidents by status, newest first; refreshed every minute and on live events.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IncidentStatus } from '@waka/shared';
import { adminRequest, endpoint } from '../lib/admin-fetch';

const incidentsCall = endpoint('GET', '/api/admin/incidents', 'admin');

export const incidentsQueryKey = ['admin', 'incidents'] as const;

export function useIncidents(filter: { status?: IncidentStatus; limit: number; offset: number }) {
  return useQuery({
    queryKey: [...incidentsQueryKey, 'list', filter],
    queryFn: () => adminRequest(incidentsCall, { query: filter }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
