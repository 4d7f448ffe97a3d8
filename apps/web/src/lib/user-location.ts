// The stored `userLocation` item: JSON {"latitude": number, "longitude": number}, the user's last known
// position. Written after login, by the driver's location pushes and whenever the rider is located; read by
// screens that need a position before (or without) a fresh fix.
import type { GeoPoint } from '@waka/shared';
import { isGeoPoint } from './geo-point';
import { storage } from './storage';

export function saveUserLocation(location: GeoPoint): void {
  storage.setJson('userLocation', { latitude: location.latitude, longitude: location.longitude });
}

/** The stored position, or null. Also reads a GeoJSON point or {lat, lng} that older versions wrote. */
export function readUserLocation(): GeoPoint | null {
  const stored = storage.getJson<unknown>('userLocation');
  if (isGeoPoint(stored)) return { latitude: stored.latitude, longitude: stored.longitude };
  const point = stored as { coordinates?: number[]; lat?: number; lng?: number } | null;
  if (point?.coordinates?.length === 2) {
    const [longitude, latitude] = point.coordinates as [number, number];
    return { latitude, longitude };
  }
  if (typeof point?.lat === 'number' && typeof point.lng === 'number')
    return { latitude: point.lat, longitude: point.lng };
  return null;
}
