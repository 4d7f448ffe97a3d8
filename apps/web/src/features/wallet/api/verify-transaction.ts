// POST /api/verifytransaction {reference} → {status, message}. Success when status is 'success' or
// the message contains 'verified'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pendingPaymentsQueryKey } from './get-pending-payments';
import { walletBalanceQueryKey } from './get-wallet-balance';

export interface VerifyTransactionAnswer {
  status?: string;
  message?: string;
}

export function verifyTransaction(reference: string): Promise<VerifyTransactionAnswer> {
  return apiRequest<VerifyTransactionAnswer>('/api/verifytransaction', {
    method: 'POST',
    body: { reference },
    auth: 'optional',
  });
}

/**
 * The success rule. A message only counts when the answer carries no (other) status and does not negate
 * itself: "Payment could not be verified" must not read as success.
 */
export function isVerified(answer: VerifyTransactionAnswer | undefined): boolean {
  if (!answer) return false;
  if (answer.status === 'success') return true;
  if (answer.status) return false;
  const message = answer.message ?? '';
  return /verified/i.test(message) && !/\b(not|unverified|un-verified)\b/i.test(message);
}

export function useVerifyTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTransaction,
    // Whatever the outcome, the balance may have changed (a webhook may have credited it meanwhile).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey }),
        queryClient.invalidateQueries({ queryKey: pendingPaymentsQueryKey }),
      ]),
  });
}
