// GET /api/ridehistory?role= → {rides}.

import { useQuery } from '@tanstack/react-query';
import type { RideHistoryItem, Role } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export function getRideHistory(role: Role): Promise<{ rides: RideHistoryItem[] }> {
  return apiRequest<{ rides: RideHistoryItem[] }>('/api/ridehistory', { query: { role } });
}

export function useRideHistory(role: Role | null) {
  return useQuery({
    queryKey: ['ride-history', role],
    queryFn: () => getRideHistory(role as Role),
    enabled: role !== null,
    select: (answer) => answer.rides,
  });
}
