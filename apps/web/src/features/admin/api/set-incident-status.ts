// PUT /api/admin/incidents/:id/status — acknowledge or resolve an incident.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IncidentStatus } from '@waka/shared';
import { adminRequest, endpoint } from '../lib/admin-fetch';
import { incidentsQueryKey } from './list-incidents';

const statusCall = endpoint('PUT', '/api/admin/incidents/:id/status', 'admin');

export function useSetIncidentStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { incidentId: string; status: IncidentStatus }) =>
      adminRequest(statusCall, { params: { id: input.incidentId }, body: { status: input.status } }),
    onSuccess: () => client.invalidateQueries({ queryKey: incidentsQueryKey }),
  });
}
