// GET /api/admin/flagged-drivers — drivers whose ratings fell low.
import { useQuery } from '@tanstack/react-query';
import { adminRequest, endpoint } from '../lib/admin-fetch';

const flaggedCall = endpoint('GET', '/api/admin/flagged-drivers', 'admin');

export function useFlaggedDrivers() {
  return useQuery({
    queryKey: ['admin', 'flagged-drivers'],
    queryFn: () => adminRequest(flaggedCall),
  });
}
