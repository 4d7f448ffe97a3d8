// GET /api/ridehistory?role= → {rides}.

import { useQuery } from '@tanstack/react-query';
import type { Role } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export interface RideHistoryItem {
  _id: string;
  pickupLocationName?: string | null;
  destinationLocationName?: string | null;
  status: string;
  notes?: string | null;
  commission?: number | null;
  fare?: number | null;
  createdAt: string;
  driver?: { name?: string | null } | null;
  rider?: { name?: string | null } | null;
}

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
