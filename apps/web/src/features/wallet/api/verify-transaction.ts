// POST /api/verifytransaction {reference} → {status, message}: success when status is 'success'. Not paid
// yet (402) and refused (402, 409) answer the same shape as an ApiError whose `answer` carries the status.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyTransactionResponse } from '@waka/shared';
import { type AnswerOf, ApiError, endpoint, request } from '../../../lib/api-client';
import { pendingPaymentsQueryKey } from './get-pending-payments';
import { walletBalanceQueryKey } from './get-wallet-balance';

const verifyTransactionCall = endpoint('POST', '/api/verifytransaction', 'public');

export function verifyTransaction(reference: string): Promise<AnswerOf<typeof verifyTransactionCall>> {
  // The token goes along when there is one, as it always has.
  return request(verifyTransactionCall, { body: { reference } }, { auth: 'optional' });
}

export function isVerified(answer: AnswerOf<typeof verifyTransactionCall> | undefined): boolean {
  return answer?.status === 'success';
}

/** Not paid yet (402 with status 'pending'): the reference stays and can be verified again later. */
export function isNotPaidYet(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 402 &&
    (error.answer as Partial<VerifyTransactionResponse> | undefined)?.status === 'pending'
  );
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
