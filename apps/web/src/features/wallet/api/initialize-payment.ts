// POST /api/initialize {amount, email} → {authorization_url, reference}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, endpoint, request } from '../../../lib/api-client';
import { pendingPaymentsQueryKey } from './get-pending-payments';

const initializePaymentCall = endpoint('POST', '/api/initialize', 'signed-in');

export function initializePayment(
  body: BodyOf<typeof initializePaymentCall>,
): Promise<AnswerOf<typeof initializePaymentCall>> {
  return request(initializePaymentCall, { body });
}

export function useInitializePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: initializePayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingPaymentsQueryKey }),
  });
}
