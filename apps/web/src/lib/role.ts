// The signed-in user's role. It comes from the server (GET /api/role, or the profile the user just completed)
// and is kept in the browser under both `role` and `userRole`, the two names earlier versions read. Screens
// read it with useSession(); nothing else reads those keys.
import { ROLES, type Role, VEHICLE_ROLES, type VehicleRole } from '@waka/shared';
import { useSyncExternalStore } from 'react';
import { getValidToken } from './session';
import { storage } from './storage';

const listeners = new Set<() => void>();

function isRole(value: string | null): value is Role {
  return (ROLES as readonly (string | null)[]).includes(value);
}

export function isVehicleRole(role: Role | null): role is VehicleRole {
  return (VEHICLE_ROLES as readonly (Role | null)[]).includes(role);
}

export function readRole(): Role | null {
  const role = storage.get('role') ?? storage.get('userRole');
  return isRole(role) ? role : null;
}

export function saveRole(role: Role): void {
  storage.set('role', role);
  storage.set('userRole', role);
  for (const notify of listeners) notify();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

export interface Session {
  /** A login token younger than 24 hours is stored. */
  isSignedIn: boolean;
  role: Role | null;
  /** A driver or a bike rider (they get requests; riders book). */
  isVehicleRole: boolean;
}

/** Who is using the app, re-read on every render and whenever the role changes. */
export function useSession(): Session {
  const role = useSyncExternalStore(subscribe, readRole, readRole);
  return { isSignedIn: Boolean(getValidToken()), role, isVehicleRole: isVehicleRole(role) };
}
