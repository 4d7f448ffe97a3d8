// GET /api/admin/ledger/check — do all entries sum to zero?
import { useQuery } from '@tanstack/react-query';
import type { ledgerCheckResponseSchema } from '@waka/shared';
import type { z } from 'zod';
import { adminFetch } from '../lib/admin-fetch';

export type LedgerCheck = z.infer<typeof ledgerCheckResponseSchema>;

export function checkLedger(): Promise<LedgerCheck> {
  return adminFetch('/api/admin/ledger/check');
}

export function useLedgerCheck() {
  return useQuery({ queryKey: ['admin', 'ledger-check'], queryFn: checkLedger });
}
