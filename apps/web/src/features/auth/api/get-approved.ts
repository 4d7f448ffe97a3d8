// GET /api/approved → {approved}.
import { apiRequest } from '../../../lib/api-client';

export function getApproved(): Promise<{ approved: boolean }> {
  return apiRequest<{ approved: boolean }>('/api/approved');
}
