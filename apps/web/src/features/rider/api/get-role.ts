// GET /api/role (spec §7) → preferredType. Re-read on the dashboard so a reload still knows whether the
// extra details are missing (spec §4 'Extra details missing').
import { MSG } from '@waka/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { setAppState } from '../../../lib/app-state';
import { storage } from '../../../lib/storage';

export async function refreshRole(): Promise<string | null> {
  try {
    const answer = await apiRequest<{ preferredType?: string }>('/api/role');
    const role = answer?.preferredType ?? null;
    if (role) {
      storage.set('role', role);
      storage.set('userRole', role);
    }
    setAppState({ isExtraDetailsMissing: false });
    return role;
  } catch (error) {
    if (error instanceof ApiError && error.message === MSG.extraDetailsNotFound)
      setAppState({ isExtraDetailsMissing: true });
    else console.error('GET /api/role failed', error);
    return null;
  }
}
