// Public API of the places feature: destination search and reverse lookups through our geo proxy.
export { reverseGeocode, reverseGeocodeKey, useReverseGeocode } from './api/reverse-geocode';
export { useSavedPlaces, useSavePlace } from './api/saved-places';
export {
  isSearchableQuery,
  type PlaceSuggestion,
  searchPlaces,
  usePlaceSuggestions,
} from './api/search-places';
export { readChosenDestination, saveChosenDestination } from './chosen-destination';
export { useDebouncedValue } from './use-debounced-value';
