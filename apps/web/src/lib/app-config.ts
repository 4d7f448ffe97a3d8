// GET /api/config once per page load (brief: contracts). A tiny cache instead of TanStack Query so the
// landing and login routes, which show the contact widget, stay small.
import { useSyncExternalStore } from 'react';
import { type AnswerOf, endpoint, request } from './api-client';

const configCall = endpoint('GET', '/api/config', 'public');

/** Support phone, map tiles, balance threshold, commission, upload limit and the operator's brand. */
export type AppConfig = AnswerOf<typeof configCall>;

let current: AppConfig | null = null;
let pending: Promise<AppConfig> | null = null;
const listeners = new Set<() => void>();

/** Loads the config (at most one request in flight; a failure is logged and retried on the next call). */
export function loadAppConfig(): Promise<AppConfig> {
  if (current) return Promise.resolve(current);
  pending ??= request(configCall)
    .then((config) => {
      current = config;
      for (const notify of listeners) notify();
      return config;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Loads the config again (after the console changed the brand), telling every screen that reads it. */
export function reloadAppConfig(): Promise<AppConfig> {
  current = null;
  pending = null;
  return loadAppConfig();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (!current) loadAppConfig().catch((error) => console.error('GET /api/config failed', error));
  return () => {
    listeners.delete(onChange);
  };
}

/** The upload limit once the config is loaded (null when unknown). */
export async function uploadLimitBytes(): Promise<number | null> {
  try {
    return (await loadAppConfig()).uploadLimitBytes ?? null;
  } catch {
    return null;
  }
}

/** The installation's public settings, or null while they load (or if loading failed). */
export function useAppConfig(): AppConfig | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
