// GET /api/rider/getwalletbalance → {walletBalance} in naira.
import { useQuery } from '@tanstack/react-query';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const getBalanceCall = endpoint('GET', '/api/rider/getwalletbalance', 'signed-in');

export const walletBalanceQueryKey = ['wallet', 'balance'] as const;

export function getWalletBalance(): Promise<AnswerOf<typeof getBalanceCall>> {
  return request(getBalanceCall);
}

/** The balance; `refetchInterval` is the caller's. */
export function useWalletBalance(options: { refetchInterval?: number | false; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: walletBalanceQueryKey,
    queryFn: getWalletBalance,
    select: (answer) => answer.walletBalance,
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
  });
}
