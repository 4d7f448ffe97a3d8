// The destination the rider chose, kept in the browser so it survives a cancel, a decline or a reload.
import { isGeoPoint } from '../../lib/geo-point';
import { storage } from '../../lib/storage';
import type { PlaceSuggestion } from './api/search-places';

export function readChosenDestination(): PlaceSuggestion | null {
  const stored = storage.getJson<PlaceSuggestion>('chosenDestination');
  return stored && isGeoPoint(stored) && typeof stored.name === 'string' ? stored : null;
}

export function saveChosenDestination(place: PlaceSuggestion | null): void {
  if (place) storage.setJson('chosenDestination', place);
  else storage.remove('chosenDestination');
}
