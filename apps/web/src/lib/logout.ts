// Logout clears the session and every stored ride, role and payment item; the theme and language choices stay.

import { setAppState } from './app-state';
import { clearSession } from './session';
import { type StorageKey, storage } from './storage';

const SIGNED_IN_ITEMS: StorageKey[] = [
  'email',
  'role',
  'userRole',
  'approved',
  'riderId',
  'rideDetails',
  'rideRequestId',
  'userLocation',
  'lastSelectedType',
  'fareEstimate',
  'acceptedRide',
  'paymentReference',
  'chosenDestination',
];

export function logout(): void {
  clearSession();
  storage.remove(...SIGNED_IN_ITEMS);
  setAppState({ profilePicture: null, username: null, isExtraDetailsMissing: false, isLoggedOut: true });
}

const ONGOING = new Set(['accepted', 'in_progress']);

/**
 * logout is disabled while an accepted ride exists — the driver's stored acceptedRide, or
 * the rider's stored rideDetails whose status is accepted (or already in progress).
 */
export function hasAcceptedRide(): boolean {
  const accepted = storage.getJson<{ rideStatus?: string }>('acceptedRide');
  if (accepted && (!accepted.rideStatus || ONGOING.has(accepted.rideStatus))) return true;
  const details = storage.getJson<{ rideStatus?: string }>('rideDetails');
  return Boolean(details?.rideStatus && ONGOING.has(details.rideStatus));
}
