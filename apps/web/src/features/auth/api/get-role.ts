// GET /api/role → {preferredType}. Asked after login and again on the rider dashboard, so a reload still knows
// whether the extra profile details are missing: that answer sets the app's "extra details missing" flag,
// any other outcome clears it. A failure is only logged.
import type { Role } from '@waka/shared';
import { type AnswerOf, ApiError, endpoint, request } from '../../../lib/api-client';
import { setAppState } from '../../../lib/app-state';
import { saveRole } from '../../../lib/role';

const getRoleCall = endpoint('GET', '/api/role', 'signed-in');

export function getRole(): Promise<AnswerOf<typeof getRoleCall>> {
  return request(getRoleCall);
}

/** Asks for the role and keeps it; null when the lookup failed. */
export async function loadRole(): Promise<Role | null> {
  try {
    const { preferredType } = await getRole();
    saveRole(preferredType);
    setAppState({ isExtraDetailsMissing: false });
    return preferredType;
  } catch (error) {
    const isMissing = error instanceof ApiError && error.code === 'extra_details_missing';
    setAppState({ isExtraDetailsMissing: isMissing });
    console.error('Role lookup failed', error);
    return null;
  }
}
