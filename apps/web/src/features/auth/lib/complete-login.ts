// After a successful login switch to the account's language, fetch the role, push the user's location, fetch the approval
// status. Failures of these lookups are only logged. Unapproved drivers and bikers stay on login.
import type { GeoPoint } from '@waka/shared';
import { applyLanguage } from '../../../i18n/i18n';
import { setAppState } from '../../../lib/app-state';
import { getCurrentPosition } from '../../../lib/geolocation';
import { isVehicleRole } from '../../../lib/role';
import { type LoginAnswer, saveSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { readUserLocation, saveUserLocation } from '../../../lib/user-location';
import { updateLocation } from '../../location/api/update-location';
import { getApproved } from '../api/get-approved';
import { loadRole } from '../api/get-role';

export type LoginOutcome =
  | { kind: 'navigate'; to: '/dashboardtoweb' | '/Dashboard' }
  | { kind: 'pending-approval' };

async function pushLocation(known: GeoPoint | null): Promise<void> {
  try {
    const location = known ?? (await getCurrentPosition());
    saveUserLocation(location);
    await updateLocation(location);
  } catch (error) {
    console.error('Location update failed', error);
  }
}

async function loadApproved(): Promise<boolean | null> {
  try {
    const { approved } = await getApproved();
    storage.set('approved', String(approved));
    return approved;
  } catch (error) {
    console.error('Approval lookup failed', error);
    return null;
  }
}

export async function completeLogin(answer: LoginAnswer, location: GeoPoint | null): Promise<LoginOutcome> {
  saveSession(answer);
  // The account's language follows it to every device it signs in on.
  if (answer.user.language) await applyLanguage(answer.user.language).catch(() => undefined);
  setAppState({
    profilePicture: answer.user.profilePicture ?? null,
    username: answer.user.name,
    isLoggedOut: false,
  });
  const role = await loadRole();
  await pushLocation(location ?? readUserLocation());
  const approved = await loadApproved();
  if (approved === false && isVehicleRole(role)) return { kind: 'pending-approval' };
  return { kind: 'navigate', to: isVehicleRole(role) ? '/dashboardtoweb' : '/Dashboard' };
}
