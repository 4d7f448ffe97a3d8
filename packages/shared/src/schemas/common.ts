import { z } from 'zod';
import { ERROR_CODES } from '../errors';

/**
 * Every error answer of the API: `message` is shown to the person, `code` is what a client branches on;
 * a request that fails its schema also lists each field's problem in `errors`.
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A success answer the spec marks "not shown"; we still say what happened. */
export const messageResponseSchema = z.object({ message: z.string() });

export const latitudeSchema = z.coerce
  .number({ error: 'latitude must be a number' })
  .min(-90, 'latitude must be between -90 and 90')
  .max(90, 'latitude must be between -90 and 90');
export const longitudeSchema = z.coerce
  .number({ error: 'longitude must be a number' })
  .min(-180, 'longitude must be between -180 and 180')
  .max(180, 'longitude must be between -180 and 180');

/** The API speaks {latitude, longitude} everywhere, never lat/lng pairs or arrays. */
export const latLngSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type LatLng = z.infer<typeof latLngSchema>;

export const uuidSchema = z.uuid({ error: 'must be a valid id' });

export const rideRequestIdBodySchema = z.object({
  rideRequestId: z.string({ error: 'rideRequestId is required' }).min(1, 'rideRequestId is required'),
});

export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
