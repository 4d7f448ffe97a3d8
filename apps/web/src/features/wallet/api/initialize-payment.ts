// POST /api/initialize {amount, email} → {authorization_url, reference}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InitializePaymentResponse } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';
import { pendingPaymentsQueryKey } from './get-pending-payments';

export interface InitializePaymentBody {
  amount: number;
  email: string;
}

export type InitializePaymentAnswer = InitializePaymentResponse;

export function initializePayment(body: InitializePaymentBody): Promise<InitializePaymentAnswer> {
  return apiRequest<InitializePaymentAnswer>('/api/initialize', { method: 'POST', body });
}

export function useInitializePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initializePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingPaymentsQueryKey }),
  });
}
