// GET /api/approved → {approved}. Polled every 60 s on the driver dashboard.

import { useQuery } from '@tanstack/react-query';
import { DRIVER_APPROVAL_POLL_MS } from '@waka/shared';
import { endpoint, request } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

const getApprovedCall = endpoint('GET', '/api/approved', 'signed-in');

export const approvalQueryKey = ['driver', 'approved'] as const;

export async function getApproval(): Promise<boolean> {
  const answer = await request(getApprovedCall);
  // Kept in browser storage as `approved`.
  storage.set('approved', String(answer.approved === true));
  return answer.approved === true;
}

export function useApproval(options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: approvalQueryKey,
    queryFn: getApproval,
    refetchInterval: DRIVER_APPROVAL_POLL_MS,
    staleTime: 0,
  });
}
