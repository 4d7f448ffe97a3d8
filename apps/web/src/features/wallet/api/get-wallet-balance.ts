// GET /api/rider/getwalletbalance → {walletBalance} in naira.
import { useQuery } from '@tanstack/react-query';
import type { WalletBalanceResponse } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export type WalletBalanceAnswer = WalletBalanceResponse;

export const walletBalanceQueryKey = ['wallet', 'balance'] as const;

export function getWalletBalance(): Promise<WalletBalanceAnswer> {
  return apiRequest<WalletBalanceAnswer>('/api/rider/getwalletbalance');
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
