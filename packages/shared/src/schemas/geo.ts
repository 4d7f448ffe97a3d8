// Request and response schemas of the geo calls. Owned by the geo feature.
import { z } from 'zod';
import { SUGGESTION_LIMIT } from '../constants';

/** Credit for the offline gazetteer's data, shown on the privacy/about page (GeoNames licence terms). */
export const GEO_ATTRIBUTION =
  'Place names and coordinates from GeoNames (geonames.org), licensed under CC BY 4.0 (creativecommons.org/licenses/by/4.0/).';

export const GEO_QUERY_MAX_LENGTH = 100;

/** A query-string coordinate; a blank value is missing (Number('') would be 0, a real point at sea). */
const coordinateQuery = (field: 'lat' | 'lon', limit: number) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      return value.trim() === '' ? undefined : Number(value);
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${field} is required.` : `${field} must be a number.`,
      })
      .min(-limit, `${field} must be between -${limit} and ${limit}.`)
      .max(limit, `${field} must be between -${limit} and ${limit}.`),
  );
const latitudeQuery = coordinateQuery('lat', 90);
const longitudeQuery = coordinateQuery('lon', 180);

/** GET /api/geo/search?q=&lat=&lon= — lat and lon are the rider's position, both or neither. */
export const geoSearchQuerySchema = z
  .object({
    q: z
      .string({ error: 'q (the text to search for) is required.' })
      .trim()
      .max(GEO_QUERY_MAX_LENGTH, `q must be at most ${GEO_QUERY_MAX_LENGTH} characters.`),
    lat: latitudeQuery.optional(),
    lon: longitudeQuery.optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lon === undefined), {
    message: 'Send lat and lon together, or neither.',
    path: ['lat'],
  });
export type GeoSearchQuery = z.infer<typeof geoSearchQuerySchema>;

/** A location suggestion: name is the place plus its city, or its country when it has no city. */
export const locationSuggestionSchema = z.object({
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

/** At most SUGGESTION_LIMIT; empty for a query under SUGGESTION_MIN_QUERY_LENGTH. */
export const geoSearchResponseSchema = z.object({
  suggestions: z.array(locationSuggestionSchema).max(SUGGESTION_LIMIT),
});
export type GeoSearchResponse = z.infer<typeof geoSearchResponseSchema>;

/** GET /api/geo/reverse?lat=&lon= */
export const geoReverseQuerySchema = z.object({
  lat: latitudeQuery,
  lon: longitudeQuery,
});
export type GeoReverseQuery = z.infer<typeof geoReverseQuerySchema>;

/** The display name, or 'Unknown location' (MSG.unknownLocation) when nothing is found. */
export const geoReverseResponseSchema = z.object({ address: z.string() });
export type GeoReverseResponse = z.infer<typeof geoReverseResponseSchema>;
