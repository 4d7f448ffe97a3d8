// Schemas of curated places (the operator's console, /api/admin/places) and a rider's saved Home and Work
// (/api/saved-places). Owned by the places feature.
import { z } from 'zod';
import { latitudeSchema, longitudeSchema, paginationQuerySchema, uuidSchema } from './common';

export const PLACE_CATEGORIES = [
  'neighbourhood',
  'landmark',
  'bus_stop',
  'market',
  'campus',
  'airport',
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

/** The 36 states and the FCT, as the console offers them. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Federal Capital Territory',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

export const PLACE_NAME_MAX_LENGTH = 80;
export const PLACE_ALIASES_MAX = 10;

const placeName = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(2, `${label} must be at least 2 characters.`)
    .max(PLACE_NAME_MAX_LENGTH, `${label} can be at most ${PLACE_NAME_MAX_LENGTH} characters.`);

const aliasesSchema = z
  .array(placeName('An alias'), { error: 'aliases must be a list of names.' })
  .max(PLACE_ALIASES_MAX, `At most ${PLACE_ALIASES_MAX} aliases.`);
const sourceSchema = z.string().trim().max(200, 'The source can be at most 200 characters.');
const approximateSchema = z.boolean({ error: 'approximate must be true or false.' });
const activeSchema = z.boolean({ error: 'active must be true or false.' });

/** Every field, none defaulted: the shape of an update, where a missing field stays as it is. */
const placeFieldsSchema = z.object({
  name: placeName('The name'),
  aliases: aliasesSchema,
  category: z.enum(PLACE_CATEGORIES, {
    error: `The category must be one of: ${PLACE_CATEGORIES.join(', ')}.`,
  }),
  state: z.enum(NIGERIAN_STATES, { error: 'Choose a Nigerian state (or the Federal Capital Territory).' }),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  source: sourceSchema,
  approximate: approximateSchema,
  active: activeSchema,
});

export const placeInputSchema = placeFieldsSchema.extend({
  aliases: aliasesSchema.default([]),
  source: sourceSchema.default('operator'),
  approximate: approximateSchema.default(false),
  active: activeSchema.default(true),
});
export type PlaceInput = z.infer<typeof placeInputSchema>;

export const placeUpdateSchema = placeFieldsSchema
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one field to change.',
  });
export type PlaceUpdate = z.infer<typeof placeUpdateSchema>;

export const placeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  category: z.enum(PLACE_CATEGORIES),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  source: z.string(),
  approximate: z.boolean(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

export const adminPlacesQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(100, 'q: at most 100 characters').optional(),
  state: z.enum(NIGERIAN_STATES, { error: 'state is not a Nigerian state' }).optional(),
});
export const adminPlacesResponseSchema = z.object({ places: z.array(placeSchema), total: z.number() });
export const placeIdParamsSchema = z.object({ id: uuidSchema });
export const placeResponseSchema = z.object({ message: z.string(), place: placeSchema });

// ---- a rider's saved places ----

export const SAVED_PLACE_KINDS = ['home', 'work'] as const;
export type SavedPlaceKind = (typeof SAVED_PLACE_KINDS)[number];

export const savedPlaceKindParamsSchema = z.object({
  kind: z.enum(SAVED_PLACE_KINDS, { error: 'kind must be home or work' }),
});
export const savedPlaceBodySchema = z.object({
  name: placeName('The name'),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export const savedPlaceSchema = savedPlaceBodySchema.extend({ kind: z.enum(SAVED_PLACE_KINDS) });
export type SavedPlace = z.infer<typeof savedPlaceSchema>;
export const savedPlacesResponseSchema = z.object({ savedPlaces: z.array(savedPlaceSchema) });
