// Browser location helpers for the login gate (spec §2 /login) and the post-login location push (spec §4).
import type { LatLng } from './user-location';

export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'unsupported';

export function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

/** The permission state without asking; 'prompt' when the browser cannot tell. */
export async function queryLocationPermission(): Promise<LocationPermission> {
  if (!hasGeolocation()) return 'unsupported';
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return 'prompt';
  }
}

/** Calls `onChange` whenever the user changes the site's location permission in the browser. */
export async function watchLocationPermission(onChange: (state: LocationPermission) => void) {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    const listener = () => onChange(status.state);
    status.addEventListener('change', listener);
    return () => status.removeEventListener('change', listener);
  } catch {
    return () => {};
  }
}

export class LocationError extends Error {
  constructor(
    message: string,
    readonly isDenied: boolean,
  ) {
    super(message);
  }
}

/** The current position; asks for permission when the browser has not been told yet. */
export function getCurrentPosition(timeoutMs = 15_000): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!hasGeolocation()) {
      reject(new LocationError('Geolocation is not supported by your browser.', false));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new LocationError(error.message, error.code === error.PERMISSION_DENIED)),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

export type Platform = 'ios-safari' | 'android-chrome' | 'other';

/** Which instructions to show for turning location back on (spec §2 /login). */
export function detectPlatform(userAgent = navigator.userAgent): Platform {
  const isIos = /iPhone|iPad|iPod/i.test(userAgent);
  if (isIos && /Safari/i.test(userAgent) && !/CriOS|FxiOS|EdgiOS/i.test(userAgent)) return 'ios-safari';
  if (/Android/i.test(userAgent) && /Chrome/i.test(userAgent) && !/EdgA|SamsungBrowser/i.test(userAgent))
    return 'android-chrome';
  return 'other';
}
