// GET /api/admin/ledger/check — do all entries sum to zero?
import { useQuery } from '@tanstack/react-query';
import { type AnswerOf, adminRequest, endpoint } from '../lib/admin-fetch';

const ledgerCheckCall = endpoint('GET', '/api/admin/ledger/check', 'admin');

export type LedgerCheck = AnswerOf<typeof ledgerCheckCall>;

export function checkLedger(): Promise<LedgerCheck> {
  return adminRequest(ledgerCheckCall);
}

export function useLedgerCheck() {
  return useQuery({ queryKey: ['admin', 'ledger-check'], queryFn: checkLedger });
}
