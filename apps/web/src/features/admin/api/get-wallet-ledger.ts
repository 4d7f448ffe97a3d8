// GET /api/admin/wallets/:userId/ledger — a user's wallet balance and entries.
import { useQuery } from '@tanstack/react-query';
import type { walletLedgerResponseSchema } from '@waka/shared';
import type { z } from 'zod';
import { adminFetch } from '../lib/admin-fetch';

export type WalletLedger = z.infer<typeof walletLedgerResponseSchema>;

export function getWalletLedger(userId: string): Promise<WalletLedger> {
  return adminFetch(`/api/admin/wallets/${userId}/ledger`, { query: { limit: 50 } });
}

export function useWalletLedger(userId: string | null) {
  return useQuery({
    queryKey: ['admin', 'wallet', userId],
    queryFn: () => getWalletLedger(userId!),
    enabled: userId !== null,
  });
}
