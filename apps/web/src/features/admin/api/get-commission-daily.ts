// GET /api/admin/commission/daily — commission earned per day, in naira.
import { useQuery } from '@tanstack/react-query';
import type { commissionDailyResponseSchema } from '@waka/shared';
import type { z } from 'zod';
import { adminFetch } from '../lib/admin-fetch';

export type CommissionDaily = z.infer<typeof commissionDailyResponseSchema>;

export function getCommissionDaily(days: number): Promise<CommissionDaily> {
  return adminFetch('/api/admin/commission/daily', { query: { days } });
}

export function useCommissionDaily(days: number) {
  return useQuery({ queryKey: ['admin', 'commission', days], queryFn: () => getCommissionDaily(days) });
}
