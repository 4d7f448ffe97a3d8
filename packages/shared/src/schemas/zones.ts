// Restricted zones (docs/zones.md): the operator's calls under /api/admin/zones and what riders and bikers
// are told when a zone restricts their trip. The geometry's structure and rules (closed rings, no
// self-intersection, inside Nigeria) are checked by the API with Turf, which answers a sentence per problem.
import { z } from 'zod';
import { latLngSchema } from './common';

export const ZONE_RULES = ['no_bikes'] as const;
export type ZoneRule = (typeof ZONE_RULES)[number];
export const ZONE_NAME_MAX_LENGTH = 100;
/** Largest boundary one zone may have (official LGA outlines have a few thousand points). */
export const ZONE_MAX_VERTICES = 10_000;
/** Most zones one installation keeps (Lagos alone has 20 LGAs and 37 LCDAs). */
export const ZONE_MAX_COUNT = 500;
/** Nigeria with a small margin: longitude 2.6–14.7 east, latitude 4.2–13.9 north. */
export const NIGERIA_BOUNDS = { minLongitude: 2.6, minLatitude: 4.2, maxLongitude: 14.7, maxLatitude: 13.9 };

const zoneNameSchema = z
  .string({ error: 'Give the zone a name.' })
  .trim()
  .min(1, 'Give the zone a name.')
  .max(ZONE_NAME_MAX_LENGTH, `The zone name can be at most ${ZONE_NAME_MAX_LENGTH} characters.`);
const zoneRuleSchema = z.enum(ZONE_RULES, { error: 'The rule must be no_bikes.' });
/** A GeoJSON Polygon or MultiPolygon, or a Feature or FeatureCollection holding them (checked by the API). */
const geoJsonInputSchema = z.record(z.string(), z.unknown(), {
  error: 'geometry must be a GeoJSON object (Polygon, MultiPolygon, Feature or FeatureCollection).',
});

export const createZoneBodySchema = z.object({
  name: zoneNameSchema,
  rule: zoneRuleSchema.default('no_bikes'),
  geometry: geoJsonInputSchema,
  active: z.boolean({ error: 'active must be true or false' }).default(true),
});
export type CreateZoneBody = z.infer<typeof createZoneBodySchema>;

export const updateZoneBodySchema = z
  .object({
    name: zoneNameSchema.optional(),
    rule: zoneRuleSchema.optional(),
    geometry: geoJsonInputSchema.optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of name, rule, geometry or active.',
  });
export type UpdateZoneBody = z.infer<typeof updateZoneBodySchema>;

export const zoneIdParamsSchema = z.object({ id: z.uuid({ error: 'Zone not found.' }) });

export const zoneGeometrySchema = z.object({
  type: z.enum(['Polygon', 'MultiPolygon']),
  coordinates: z.array(z.any()),
});
export type ZoneGeometry = z.infer<typeof zoneGeometrySchema>;

export const adminZoneSchema = z.object({
  _id: z.string(),
  name: z.string(),
  rule: zoneRuleSchema,
  active: z.boolean(),
  geometry: zoneGeometrySchema,
  /** [west, south, east, north] */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  vertexCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type AdminZone = z.infer<typeof adminZoneSchema>;
export const adminZonesResponseSchema = z.object({ zones: z.array(adminZoneSchema) });
export const adminZoneResponseSchema = z.object({ message: z.string(), zone: adminZoneSchema });

// ---- what riders and bikers are told ----

export const zoneRefSchema = z.object({ _id: z.string(), name: z.string() });

/** Why bikes are not offered: where the trip meets the zone, and a sentence for the person. */
export const zoneRestrictionSchema = z.object({
  zone: zoneRefSchema,
  where: z.enum(['pickup', 'destination', 'path', 'position']),
  message: z.string(),
});
export type ZoneRestriction = z.infer<typeof zoneRestrictionSchema>;

export const tripCheckBodySchema = z.object({
  pickupLocation: latLngSchema,
  destinationLocation: latLngSchema.optional(),
});
export type TripCheckBody = z.infer<typeof tripCheckBodySchema>;

/** A biker trip that stays outside every active zone: the nearest points outside, when there are some. */
export const bikerAlternativeSchema = z.object({
  pickupLocation: latLngSchema,
  destinationLocation: latLngSchema.optional(),
  /** How far the alternative moves the pickup and the destination, in metres. */
  pickupShiftMeters: z.number().int(),
  destinationShiftMeters: z.number().int(),
});
export type BikerAlternative = z.infer<typeof bikerAlternativeSchema>;

export const tripCheckResponseSchema = z.object({
  restriction: zoneRestrictionSchema
    .extend({ bikerAlternative: bikerAlternativeSchema.nullable() })
    .nullable(),
  /** How the path was checked: the road route from the routing service, or the straight line without one. */
  pathCheck: z.enum(['straight_line', 'route']),
});
export type TripCheckResponse = z.infer<typeof tripCheckResponseSchema>;

/** The device's position, when it has one newer than the last one pushed; else the stored one is used. */
export const positionRestrictionQuerySchema = latLngSchema.partial();

export const positionRestrictionResponseSchema = z.object({ restriction: zoneRestrictionSchema.nullable() });
