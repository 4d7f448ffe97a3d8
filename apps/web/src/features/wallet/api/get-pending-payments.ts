// GET /api/wallet/pending-payments → {payments}: references started in the last day and not yet settled. They
// stay on the wallet screen as 'pending' and can be verified again, so a payment finished after an early
// 'Verify Payment' is still credited from here.

import { useQuery } from '@tanstack/react-query';
import type { PendingPayment } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export const pendingPaymentsQueryKey = ['wallet', 'pending-payments'] as const;

export function getPendingPayments(): Promise<{ payments: PendingPayment[] }> {
  return apiRequest('/api/wallet/pending-payments');
}

export function usePendingPayments() {
  return useQuery({
    queryKey: pendingPaymentsQueryKey,
    queryFn: getPendingPayments,
    select: (answer) => answer.payments,
  });
}
