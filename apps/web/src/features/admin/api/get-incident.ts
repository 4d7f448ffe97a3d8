// GET /api/admin/incidents/:id — one incident with its ride and people.
import { useQuery } from '@tanstack/react-query';
import { adminRequest, endpoint } from '../lib/admin-fetch';
import { incidentsQueryKey } from './list-incidents';

const incidentCall = endpoint('GET', '/api/admin/incidents/:id', 'admin');

export function useIncident(incidentId: string) {
  return useQuery({
    queryKey: [...incidentsQueryKey, 'detail', incidentId],
    queryFn: () => adminRequest(incidentCall, { params: { id: incidentId } }),
  });
}
