// The console's safety calls: GET/PUT /api/admin/incidents, /no-show-reviews, GET /flagged-drivers.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  adminIncidentDetailResponseSchema,
  adminIncidentsResponseSchema,
  flaggedDriversResponseSchema,
  IncidentStatus,
  noShowReviewsResponseSchema,
} from '@waka/shared';
import type { z } from 'zod';
import { adminFetch } from '../lib/admin-fetch';

type IncidentsAnswer = z.infer<typeof adminIncidentsResponseSchema>;
type IncidentDetail = z.infer<typeof adminIncidentDetailResponseSchema>;

export const incidentsQueryKey = ['admin', 'incidents'] as const;

export function useIncidents(filter: { status?: IncidentStatus; limit: number; offset: number }) {
  return useQuery({
    queryKey: [...incidentsQueryKey, 'list', filter],
    queryFn: () => adminFetch<IncidentsAnswer>('/api/admin/incidents', { query: filter }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

export function useIncident(incidentId: string) {
  return useQuery({
    queryKey: [...incidentsQueryKey, 'detail', incidentId],
    queryFn: () => adminFetch<IncidentDetail>(`/api/admin/incidents/${incidentId}`),
  });
}

export function useSetIncidentStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { incidentId: string; status: IncidentStatus }) =>
      adminFetch<IncidentDetail>(`/api/admin/incidents/${input.incidentId}/status`, {
        method: 'PUT',
        body: { status: input.status },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: incidentsQueryKey }),
  });
}

export function useNoShowReviews() {
  return useQuery({
    queryKey: ['admin', 'no-show-reviews'],
    queryFn: () => adminFetch<z.infer<typeof noShowReviewsResponseSchema>>('/api/admin/no-show-reviews'),
    refetchInterval: 60_000,
  });
}

export function useDecideNoShow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; disable: boolean }) =>
      adminFetch<{ message: string }>(`/api/admin/no-show-reviews/${input.userId}`, {
        method: 'PUT',
        body: { disable: input.disable },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'no-show-reviews'] }),
  });
}

export function useFlaggedDrivers() {
  return useQuery({
    queryKey: ['admin', 'flagged-drivers'],
    queryFn: () => adminFetch<z.infer<typeof flaggedDriversResponseSchema>>('/api/admin/flagged-drivers'),
  });
}
