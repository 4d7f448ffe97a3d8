// GET /api/admin/payments — wallet payments by status.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminPaymentsResponseSchema } from '@waka/shared';
import type { z } from 'zod';
import { adminFetch } from '../lib/admin-fetch';

export type PaymentsAnswer = z.infer<typeof adminPaymentsResponseSchema>;

export function listPayments(filter: {
  status?: string;
  limit: number;
  offset: number;
}): Promise<PaymentsAnswer> {
  return adminFetch('/api/admin/payments', { query: filter });
}

export function usePayments(filter: { status?: string; limit: number; offset: number }) {
  return useQuery({
    queryKey: ['admin', 'payments', filter],
    queryFn: () => listPayments(filter),
    placeholderData: keepPreviousData,
  });
}
