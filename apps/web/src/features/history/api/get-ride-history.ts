// GET /api/ridehistory?role= → {rides}.

import { useQuery } from '@tanstack/react-query';
import type { Role } from '@waka/shared';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const listRideHistoryCall = endpoint('GET', '/api/ridehistory', 'signed-in');

export function getRideHistory(role: Role): Promise<AnswerOf<typeof listRideHistoryCall>> {
  return request(listRideHistoryCall, { query: { role } });
}

export function useRideHistory(role: Role | null) {
  return useQuery({
    queryKey: ['ride-history', role],
    queryFn: () => getRideHistory(role as Role),
    enabled: role !== null,
    select: (answer) => answer.rides,
  });
}
