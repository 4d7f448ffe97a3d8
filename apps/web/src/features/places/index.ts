// Public API of the places feature: destination search and reverse lookups through our geo proxy.
export { reverseGeocode, reverseGeocodeKey, useReverseGeocode } from './api/reverse-geocode';
export {
  isSearchableQuery,
  type PlaceSuggestion,
  searchPlaces,
  usePlaceSuggestions,
} from './api/search-places';
export { isLatLng, type LatLng } from './lat-lng';
export { useDebouncedValue } from './use-debounced-value';
