// GET /api/admin/audit — the audit log (action=settings.update is the settings change log).
import { useQuery } from '@tanstack/react-query';
import { adminRequest, endpoint } from '../lib/admin-fetch';

const auditCall = endpoint('GET', '/api/admin/audit', 'admin');

export function listAudit(filter: { action?: string; limit: number; offset: number }) {
  return adminRequest(auditCall, { query: filter });
}

export function useAudit(filter: { action?: string; limit: number; offset: number }) {
  return useQuery({ queryKey: ['admin', 'audit', filter], queryFn: () => listAudit(filter) });
}
