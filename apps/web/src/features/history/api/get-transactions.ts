// GET /api/transactionhistory → {transactions}.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface Transaction {
  _id: string;
  type: string;
  amount: number;
  status: string;
  description?: string | null;
  date: string;
}

export function getTransactions(): Promise<{ transactions: Transaction[] }> {
  return apiRequest<{ transactions: Transaction[] }>('/api/transactionhistory');
}

export function useTransactions() {
  return useQuery({
    queryKey: ['transactions'],
    queryFn: getTransactions,
    select: (answer) => answer.transactions,
  });
}
