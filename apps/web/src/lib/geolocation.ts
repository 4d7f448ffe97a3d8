// The one module that talks to the browser's geolocation: permission checks for the login gate, a single fix,
// a fix that falls back to the last known position, and a watch for the driver's dashboard.
import type { GeoPoint } from '@waka/shared';
import { readUserLocation, saveUserLocation } from './user-location';

export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'unsupported';

export function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

/**
 * Reports the site's location permission now, without asking, and again whenever the user changes it in the
 * browser: 'prompt' when the browser cannot tell. One Permissions API query serves both (on a phone each query
 * is a round trip to the browser process). Resolves to the function that stops the reports.
 */
export async function followLocationPermission(
  onState: (state: LocationPermission) => void,
): Promise<() => void> {
  if (!hasGeolocation()) {
    onState('unsupported');
    return () => {};
  }
  let status: PermissionStatus;
  try {
    status = await navigator.permissions.query({ name: 'geolocation' });
  } catch {
    onState('prompt');
    return () => {};
  }
  const listener = () => onState(status.state);
  onState(status.state);
  status.addEventListener('change', listener);
  return () => status.removeEventListener('change', listener);
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
export function getCurrentPosition(timeoutMs = 15_000): Promise<GeoPoint> {
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

/**
 * The current position, kept as the last known one; when the browser cannot tell (refused, no fix in time,
 * no geolocation), the last known position, or null. Never rejects.
 */
export async function locateOrLastKnown(timeoutMs = 10_000): Promise<GeoPoint | null> {
  try {
    const point = await getCurrentPosition(timeoutMs);
    saveUserLocation(point);
    return point;
  } catch {
    return readUserLocation();
  }
}

/** Follows the position until the returned function is called; `onError` says whether it was refused. */
export function watchPosition(
  onPosition: (point: GeoPoint) => void,
  onError: (isDenied: boolean) => void,
): () => void {
  const watchId = navigator.geolocation.watchPosition(
    ({ coords }) => onPosition({ latitude: coords.latitude, longitude: coords.longitude }),
    (error) => onError(error.code === error.PERMISSION_DENIED),
    { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
  );
  return () => navigator.geolocation.clearWatch(watchId);
}

export type Platform = 'ios-safari' | 'android-chrome' | 'other';

/** Which instructions to show for turning location back on (the login page's help). */
export function detectPlatform(userAgent = navigator.userAgent): Platform {
  const isIos = /iPhone|iPad|iPod/i.test(userAgent);
  if (isIos && /Safari/i.test(userAgent) && !/CriOS|FxiOS|EdgiOS/i.test(userAgent)) return 'ios-safari';
  if (/Android/i.test(userAgent) && /Chrome/i.test(userAgent) && !/EdgA|SamsungBrowser/i.test(userAgent))
    return 'android-chrome';
  return 'other';
}
