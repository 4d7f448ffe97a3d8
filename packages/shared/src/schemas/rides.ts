// Request and response schemas of the rides calls. Owned by the rides feature.
// Amounts are naira in answers; ids are named `_id` where the spec names them so.
import { z } from 'zod';
import { NEARBY_RADIUS_M } from '../constants';
import { MSG } from '../messages';
import { RIDE_STATUSES } from '../ride-status';
import { latitudeSchema, latLngSchema, longitudeSchema } from './common';
import { rideStatusSafetyFields } from './safety';
import { zoneRestrictionSchema } from './zones';

export const vehicleTypeSchema = z.enum(['driver', 'biker'], { error: 'must be driver or biker' });

// ---- driver locations and nearby search ----

export const updateLocationBodySchema = latLngSchema;

export const nearbyQueryBodySchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  /** Capped at NEARBY_RADIUS_M by the server. */
  radiusInMeters: z.coerce
    .number({ error: 'must be a number' })
    .positive('must be more than 0')
    .default(NEARBY_RADIUS_M),
});
export type NearbyQueryBody = z.infer<typeof nearbyQueryBodySchema>;

const nearbyCommon = {
  /** Only for signed-in callers. */
  phoneNumber: z.string().optional(),
  latitude: z.number(),
  longitude: z.number(),
  distanceMeters: z.number().int(),
  /** Average of the ratings received (one decimal), null before the first. */
  rating: z.number().nullable().optional(),
  ratingCount: z.number().int().optional(),
};
export const nearbyDriverSchema = z.object({
  fullName: z.string(),
  driverId: z.object({ _id: z.string() }),
  ...nearbyCommon,
});
export const nearbyBikerSchema = z.object({
  name: z.string(),
  bikerId: z.object({ _id: z.string() }),
  ...nearbyCommon,
});
export const nearbyDriversResponseSchema = z.object({ drivers: z.array(nearbyDriverSchema) });
export const nearbyBikersResponseSchema = z.object({
  bikers: z.array(nearbyBikerSchema),
  /** Only when the point lies in an active no-bikes zone (docs/zones.md): bikers is then empty. */
  restriction: zoneRestrictionSchema.optional(),
});
export type NearbyDriver = z.infer<typeof nearbyDriverSchema>;
export type NearbyBiker = z.infer<typeof nearbyBikerSchema>;

// ---- fare ----

export const fareEstimateBodySchema = z.object({
  pickupLocation: latLngSchema,
  destinationLocation: latLngSchema,
  preferredType: vehicleTypeSchema,
});
export const fareBreakdownSchema = z.object({
  distanceKm: z.number(),
  minutes: z.number(),
  base: z.number(),
  perKm: z.number(),
  perMinute: z.number(),
  minimum: z.number(),
});
export const fareEstimateResponseSchema = z.object({ fare: z.number(), breakdown: fareBreakdownSchema });
export type FareEstimateResponse = z.infer<typeof fareEstimateResponseSchema>;

// ---- requests and the lifecycle ----

export const NOTES_MAX_LENGTH = 500;

/** The rider's note to the driver (optional, trimmed). */
export const notesSchema = z
  .string()
  .trim()
  .max(NOTES_MAX_LENGTH, `Notes must be at most ${NOTES_MAX_LENGTH} characters.`)
  .optional()
  .default('');

export const requestRideBodySchema = z.object({
  pickupLocation: latLngSchema,
  destinationLocation: latLngSchema,
  driverId: z.string({ error: 'is required' }).min(1, 'is required'),
  preferredType: vehicleTypeSchema,
  notes: notesSchema,
});
export type RequestRideBody = z.infer<typeof requestRideBodySchema>;

export const rideStatusSchema = z.enum(RIDE_STATUSES);

export const rideSchema = z.object({
  _id: z.string(),
  status: rideStatusSchema,
  fare: z.number(),
  driverId: z.string(),
  riderId: z.string(),
  preferredType: vehicleTypeSchema,
  pickupLocation: latLngSchema,
  destinationLocation: latLngSchema,
  pickupLocationName: z.string(),
  destinationLocationName: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const requestRideResponseSchema = z.object({ ride: rideSchema });
export type Ride = z.infer<typeof rideSchema>;

export const rideIdParamsSchema = z.object({ id: z.string() });

export const rideStatusResponseSchema = z.object({
  status: rideStatusSchema,
  rideId: z.string(),
  /** Only once the driver has accepted. */
  driverPhoneNumber: z.string().optional(),
  driverName: z.string().optional(),
  driverLocation: latLngSchema.optional(),
  ...rideStatusSafetyFields,
});
export type RideStatusResponse = z.infer<typeof rideStatusResponseSchema>;

/** GET /api/rider/current-ride: the calling rider's open ride (requested, accepted or in progress), if any. */
export const currentRideSchema = rideSchema.extend({
  driverName: z.string(),
  /** Only once the driver has accepted. */
  driverPhoneNumber: z.string().optional(),
  driverLocation: latLngSchema.optional(),
});
export const currentRideResponseSchema = z.object({ ride: currentRideSchema.nullable() });
export type CurrentRide = z.infer<typeof currentRideSchema>;

export const incomingRideSchema = z.object({
  rideRequestId: z.string(),
  rider: z.object({ name: z.string(), phoneNumber: z.string() }),
  pickupLocation: latLngSchema,
  destinationLocation: latLngSchema,
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  notes: z.string(),
  fare: z.number(),
  /** What completing this ride will cost the driver at the current rate. */
  commission: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const incomingRidesResponseSchema = z.object({ incomingRequests: z.array(incomingRideSchema) });
export type IncomingRide = z.infer<typeof incomingRideSchema>;

export const rideTransitionResponseSchema = z.object({
  message: z.string(),
  ride: z.object({ _id: z.string(), status: rideStatusSchema }),
});

// ---- history ----

export const rideHistoryQuerySchema = z.object({
  role: z.string({ error: MSG.userRoleNotFound }).trim().min(1, MSG.userRoleNotFound),
});
export const rideHistoryItemSchema = z.object({
  _id: z.string(),
  pickupLocationName: z.string(),
  destinationLocationName: z.string(),
  status: rideStatusSchema,
  notes: z.string(),
  fare: z.number(),
  /** Only for drivers and bikers. */
  commission: z.number().optional(),
  createdAt: z.string(),
  driver: z.object({ name: z.string() }),
  rider: z.object({ name: z.string() }),
  /** Car or bike: the screens name the other person 'driver' or 'bike rider' (additive). */
  vehicleType: vehicleTypeSchema,
});
export const rideHistoryResponseSchema = z.object({ rides: z.array(rideHistoryItemSchema) });
export type RideHistoryItem = z.infer<typeof rideHistoryItemSchema>;

// ---- notifications ----

export const notificationSchema = z.object({ _id: z.string(), message: z.string(), createdAt: z.string() });
export const notificationsResponseSchema = z.object({ notifications: z.array(notificationSchema) });

// ---- live events (GET /api/events) ----

export const eventsQuerySchema = z.object({
  token: z.string().optional(),
  /** For a client that reopens the stream itself (EventSource sends Last-Event-ID only on its own retries). */
  lastEventId: z.string().max(20).optional(),
});
