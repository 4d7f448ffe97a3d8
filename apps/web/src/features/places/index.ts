// Public API of the places feature: destination search and reverse lookups through our geo proxy.

export { useSavedPlaces } from './api/get-saved-places';
export { reverseGeocode, reverseGeocodeKey, useReverseGeocode } from './api/reverse-geocode';
export { useSavePlace } from './api/save-place';
export {
  isSearchableQuery,
  type PlaceSuggestion,
  searchPlaces,
  usePlaceSuggestions,
} from './api/search-places';
export { readChosenDestination, saveChosenDestination } from './chosen-destination';
export { useDebouncedValue } from './use-debounced-value';
