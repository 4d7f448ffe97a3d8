// GET /api/admin/support — the support inbox (handled=false, oldest first).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest, endpoint, queryFlag } from '../lib/admin-fetch';

const supportCall = endpoint('GET', '/api/admin/support', 'admin');

export function listSupport(filter: { handled?: boolean; limit: number; offset: number }) {
  return adminRequest(supportCall, { query: { ...filter, handled: queryFlag(filter.handled) } });
}

export function useSupportMessages(filter: { handled?: boolean; limit: number; offset: number }) {
  return useQuery({
    queryKey: ['admin', 'support', filter],
    queryFn: () => listSupport(filter),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
