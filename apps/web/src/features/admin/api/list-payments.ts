// GET /api/admin/payments — wallet payments by status.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest, endpoint, type QueryOf } from '../lib/admin-fetch';

const paymentsCall = endpoint('GET', '/api/admin/payments', 'admin');

export function listPayments(filter: { status?: string; limit: number; offset: number }) {
  // The status select offers the map's payment statuses ('' for all, which is not sent).
  const status = (filter.status || undefined) as QueryOf<typeof paymentsCall>['status'];
  return adminRequest(paymentsCall, { query: { ...filter, status } });
}

export function usePayments(filter: { status?: string; limit: number; offset: number }) {
  return useQuery({
    queryKey: ['admin', 'payments', filter],
    queryFn: () => listPayments(filter),
    placeholderData: keepPreviousData,
  });
}
