// GET /api/role (spec §7) → {preferredType}. A 404 'User extra details not found.' means the extra profile
// is missing (spec §4).
import type { Role } from '@waka/shared';
import { apiRequest } from '../../../lib/api-client';

export function getRole(): Promise<{ preferredType: Role }> {
  return apiRequest<{ preferredType: Role }>('/api/role');
}
