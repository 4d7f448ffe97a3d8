// GET /api/transactionhistory → {transactions}.
import { useQuery } from '@tanstack/react-query';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const listTransactionsCall = endpoint('GET', '/api/transactionhistory', 'signed-in');

export function getTransactions(): Promise<AnswerOf<typeof listTransactionsCall>> {
  return request(listTransactionsCall);
}

export function useTransactions() {
  return useQuery({
    queryKey: ['transactions'],
    queryFn: getTransactions,
    select: (answer) => answer.transactions,
  });
}
