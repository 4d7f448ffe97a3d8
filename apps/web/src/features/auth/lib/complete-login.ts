// Spec §4 Login: after a successful login fetch the role, push the user's location, fetch the approval
// status. Failures of these lookups are only logged. Unapproved drivers and bikers stay on login.
import { MSG, type Role } from '@waka/shared';
import { ApiError } from '../../../lib/api-client';
import { setAppState } from '../../../lib/app-state';
import { getCurrentPosition } from '../../../lib/geolocation';
import { type LoginAnswer, saveSession } from '../../../lib/session';
import { storage } from '../../../lib/storage';
import { type LatLng, readUserLocation, saveUserLocation } from '../../../lib/user-location';
import { getApproved } from '../api/get-approved';
import { getRole } from '../api/get-role';
import { updateLocation } from '../api/update-location';

export type LoginOutcome =
  | { kind: 'navigate'; to: '/dashboardtoweb' | '/Dashboard' }
  | { kind: 'pending-approval' };

async function loadRole(): Promise<Role | null> {
  try {
    const { preferredType } = await getRole();
    storage.set('role', preferredType);
    storage.set('userRole', preferredType);
    setAppState({ isExtraDetailsMissing: false });
    return preferredType;
  } catch (error) {
    // Spec §4 Extra details missing: only this answer sets the flag.
    const isMissing = error instanceof ApiError && error.message === MSG.extraDetailsNotFound;
    setAppState({ isExtraDetailsMissing: isMissing });
    console.error('Role lookup failed', error);
    return null;
  }
}

async function pushLocation(known: LatLng | null): Promise<void> {
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

export async function completeLogin(answer: LoginAnswer, location: LatLng | null): Promise<LoginOutcome> {
  saveSession(answer);
  setAppState({
    profilePicture: answer.user.profilePicture ?? null,
    username: answer.user.name,
    isLoggedOut: false,
  });
  const role = await loadRole();
  await pushLocation(location ?? readUserLocation());
  const approved = await loadApproved();
  const isVehicleRole = role === 'driver' || role === 'biker';
  if (approved === false && isVehicleRole) return { kind: 'pending-approval' };
  return { kind: 'navigate', to: isVehicleRole ? '/dashboardtoweb' : '/Dashboard' };
}
