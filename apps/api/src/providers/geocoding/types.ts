// One interface for every geocoding provider: Photon-compatible search,
// LocationIQ reverse, and the offline gazetteer that is the default and the fallback.
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A location suggestion: name is "place, city" or "place, country" when there is no city. */
export interface PlaceSuggestion {
  name: string;
  latitude: number;
  longitude: number;
}

export interface PlaceQuery {
  /** The rider's text, trimmed. */
  q: string;
  /** Results near this point rank first. */
  near?: GeoPoint;
  limit: number;
}

export interface SearchProvider {
  readonly name: string;
  search(query: PlaceQuery, signal?: AbortSignal): Promise<PlaceSuggestion[]>;
}

export interface ReverseProvider {
  readonly name: string;
  /** The display name of the point, or null when the provider knows nothing there. */
  reverse(point: GeoPoint, signal?: AbortSignal): Promise<string | null>;
}
