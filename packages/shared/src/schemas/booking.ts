// Schemas of the booking calls added beside the spec's: book the nearest, the driver's online switch, the
// driver's position with an ETA, receipts and Web Push subscriptions. All additive.
import { z } from 'zod';
import { latLngSchema } from './common';
import { notesSchema, vehicleTypeSchema } from './rides';

export const bookNearestBodySchema = z.object({
  pickupLocation: latLngSchema,
  destinationLocation: latLngSchema,
  preferredType: vehicleTypeSchema,
  notes: notesSchema,
});
export type BookNearestBody = z.infer<typeof bookNearestBodySchema>;

export const DISPATCH_STATUSES = ['searching', 'matched', 'cancelled', 'unmatched'] as const;
export type DispatchStatus = (typeof DISPATCH_STATUSES)[number];

/** The rider's view of a "book the nearest" request; `rideId` is also the ride's id once matched. */
export const dispatchSchema = z.object({
  rideId: z.string(),
  status: z.enum(DISPATCH_STATUSES),
  preferredType: vehicleTypeSchema,
  /** Batches sent so far and how many drivers were asked in all. */
  batch: z.number(),
  asked: z.number(),
  /** The farthest driver asked so far, in metres. */
  radiusMeters: z.number(),
  fare: z.number(),
  pickupLocation: latLngSchema,
  pickupLocationName: z.string(),
  destinationLocationName: z.string(),
  expiresAt: z.string(),
  /** Why it ended without a driver, in words a rider can act on. */
  message: z.string().optional(),
});
export type DispatchView = z.infer<typeof dispatchSchema>;
export const dispatchResponseSchema = z.object({ dispatch: dispatchSchema });

export const onlineBodySchema = z.object({ online: z.boolean({ error: 'online must be true or false' }) });
export const onlineResponseSchema = z.object({
  online: z.boolean(),
  /** Waiting requests that going offline declined. */
  declined: z.number(),
});

export const driverPositionResponseSchema = z.object({
  rideId: z.string(),
  status: z.string(),
  driverLocation: latLngSchema.optional(),
  /** When the driver's phone last reported the position. */
  seenAt: z.string().optional(),
  /** To the pickup while accepted, to the destination while in progress. */
  distanceMeters: z.number().optional(),
  etaSeconds: z.number().optional(),
  etaSource: z.enum(['routing', 'distance']).optional(),
});
export type DriverPosition = z.infer<typeof driverPositionResponseSchema>;

export const receiptSchema = z.object({
  rideId: z.string(),
  fare: z.number(),
  distanceMeters: z.number(),
  /** From start to completion (the quoted duration when the ride was never started). */
  durationSeconds: z.number(),
  driverName: z.string(),
  vehicleType: vehicleTypeSchema,
  plateNumber: z.string().optional(),
  riderName: z.string(),
  pickupLocationName: z.string(),
  destinationLocationName: z.string(),
  completedAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptResponseSchema = z.object({ receipt: receiptSchema });

export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ error: 'endpoint must be a URL' }).max(2000, 'endpoint is too long'),
  keys: z.object({
    p256dh: z.string().min(1, 'keys.p256dh is required').max(200, 'keys.p256dh is too long'),
    auth: z.string().min(1, 'keys.auth is required').max(100, 'keys.auth is too long'),
  }),
});
export const pushEndpointBodySchema = z.object({ endpoint: z.string().min(1).max(2000) });
export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string() });
