// GET /api/admin/commission/daily — commission earned per day, in naira.
import { useQuery } from '@tanstack/react-query';
import { type AnswerOf, adminRequest, endpoint } from '../lib/admin-fetch';

const commissionDailyCall = endpoint('GET', '/api/admin/commission/daily', 'admin');

export type CommissionDaily = AnswerOf<typeof commissionDailyCall>;

export function getCommissionDaily(days: number): Promise<CommissionDaily> {
  return adminRequest(commissionDailyCall, { query: { days } });
}

export function useCommissionDaily(days: number) {
  return useQuery({ queryKey: ['admin', 'commission', days], queryFn: () => getCommissionDaily(days) });
}
