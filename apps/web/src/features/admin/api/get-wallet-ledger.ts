// GET /api/admin/wallets/:userId/ledger — a user's wallet balance and entries.
import { useQuery } from '@tanstack/react-query';
import { type AnswerOf, adminRequest, endpoint } from '../lib/admin-fetch';

const walletLedgerCall = endpoint('GET', '/api/admin/wallets/:userId/ledger', 'admin');

export type WalletLedger = AnswerOf<typeof walletLedgerCall>;

export function getWalletLedger(userId: string): Promise<WalletLedger> {
  return adminRequest(walletLedgerCall, { params: { userId }, query: { limit: 50 } });
}

export function useWalletLedger(userId: string | null) {
  return useQuery({
    queryKey: ['admin', 'wallet', userId],
    queryFn: () => getWalletLedger(userId!),
    enabled: userId !== null,
  });
}
