// GET /api/admin/audit — the audit log (action=settings.update is the settings change log).
import { useQuery } from '@tanstack/react-query';
import type { auditResponseSchema } from '@waka/shared';
import type { z } from 'zod';
import { adminFetch } from '../lib/admin-fetch';

export type AuditAnswer = z.infer<typeof auditResponseSchema>;

export function listAudit(filter: { action?: string; limit: number; offset: number }): Promise<AuditAnswer> {
  return adminFetch('/api/admin/audit', { query: filter });
}

export function useAudit(filter: { action?: string; limit: number; offset: number }) {
  return useQuery({ queryKey: ['admin', 'audit', filter], queryFn: () => listAudit(filter) });
}
