// The stored `userLocation` item (spec §3): JSON {"latitude": number, "longitude": number}.
import { storage } from './storage';

export interface LatLng {
  latitude: number;
  longitude: number;
}

export function saveUserLocation(location: LatLng): void {
  storage.setJson('userLocation', { latitude: location.latitude, longitude: location.longitude });
}

export function readUserLocation(): LatLng | null {
  const value = storage.getJson<Partial<LatLng>>('userLocation');
  if (typeof value?.latitude !== 'number' || typeof value.longitude !== 'number') return null;
  return { latitude: value.latitude, longitude: value.longitude };
}
