// GET /api/wallet/pending-payments → {payments}: references started in the last day and not yet settled. They
// stay on the wallet screen as 'pending' and can be verified again, so a payment finished after an early
// 'Verify Payment' is still credited from here.

import { useQuery } from '@tanstack/react-query';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const listPendingPaymentsCall = endpoint('GET', '/api/wallet/pending-payments', 'signed-in');

export const pendingPaymentsQueryKey = ['wallet', 'pending-payments'] as const;

export function getPendingPayments(): Promise<AnswerOf<typeof listPendingPaymentsCall>> {
  return request(listPendingPaymentsCall);
}

export function usePendingPayments() {
  return useQuery({
    queryKey: pendingPaymentsQueryKey,
    queryFn: getPendingPayments,
    select: (answer) => answer.payments,
  });
}
