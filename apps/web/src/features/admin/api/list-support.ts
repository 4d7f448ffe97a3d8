// GET /api/admin/support — the support inbox (handled=false, oldest first).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminSupportResponseSchema } from '@waka/shared';
import type { z } from 'zod';
import { adminFetch } from '../lib/admin-fetch';

export type SupportAnswer = z.infer<typeof adminSupportResponseSchema>;

export function listSupport(filter: {
  handled?: boolean;
  limit: number;
  offset: number;
}): Promise<SupportAnswer> {
  return adminFetch('/api/admin/support', { query: filter });
}

export function useSupportMessages(filter: { handled?: boolean; limit: number; offset: number }) {
  return useQuery({
    queryKey: ['admin', 'support', filter],
    queryFn: () => listSupport(filter),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}
