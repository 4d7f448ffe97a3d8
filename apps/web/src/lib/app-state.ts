// Global client state: profile picture, username, the extra-details-missing flag and the
// logged-out flag. A tiny external store (no extra dependency) readable from any screen.
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

export interface AppState {
  profilePicture: string | null;
  username: string | null;
  /** Set when GET /api/role answers the `extra_details_missing` code, cleared otherwise. */
  isExtraDetailsMissing: boolean;
  isLoggedOut: boolean;
}

let state: AppState = {
  profilePicture: storage.get('profilePicture'),
  username: storage.get('uname'),
  isExtraDetailsMissing: false,
  isLoggedOut: false,
};
const listeners = new Set<() => void>();

export function getAppState(): AppState {
  return state;
}

export function setAppState(patch: Partial<AppState>): void {
  state = { ...state, ...patch };
  for (const notify of listeners) notify();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** The whole state, or one part of it through `select` (re-renders only when that part changes). */
export function useAppState<T = AppState>(select: (current: AppState) => T = (s) => s as T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(state),
  );
}
