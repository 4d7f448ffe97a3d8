// The rider's position: the browser's geolocation, else the stored `userLocation` (spec §3) written at login.

import { storage } from '../../../lib/storage';
import { isLatLng, type LatLng } from '../../places';

export function readStoredLocation(): LatLng | null {
  const stored = storage.getJson<unknown>('userLocation');
  if (isLatLng(stored)) return stored;
  // Tolerate a GeoJSON point or {lat, lng} written by another screen.
  const point = stored as { coordinates?: number[]; lat?: number; lng?: number } | null;
  if (point?.coordinates?.length === 2) {
    const [longitude, latitude] = point.coordinates as [number, number];
    return { latitude, longitude };
  }
  if (typeof point?.lat === 'number' && typeof point.lng === 'number')
    return { latitude: point.lat, longitude: point.lng };
  return null;
}

export function storeLocation(point: LatLng): void {
  storage.setJson('userLocation', { latitude: point.latitude, longitude: point.longitude });
}

/** Resolves with the browser position (and stores it), or the stored one, or null. Never rejects. */
export function locateUser(timeoutMs = 10_000): Promise<LatLng | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(readStoredLocation());
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        storeLocation(point);
        resolve(point);
      },
      () => resolve(readStoredLocation()),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}
