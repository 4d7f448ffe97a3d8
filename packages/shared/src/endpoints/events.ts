// The live events of GET /api/events, the stream's half of the endpoint map: each is a Server-Sent Event whose
// `event:` line is the name below and whose `data:` line is the JSON of its schema. The API publishes them
// through `publishEvent`, typed (and checked outside production) by these schemas; the web app's handlers take
// their payload types from them.
import { z } from 'zod';
import { dispatchSchema } from '../schemas/booking';
import { incomingRideSchema, notificationSchema, rideStatusSchema } from '../schemas/rides';
import { INCIDENT_STATUSES } from '../schemas/safety-admin';
import { walletBalanceResponseSchema } from '../schemas/wallet';
import { type LiveEventName, OFFER_CLOSE_REASONS } from './event-names';

export * from './event-names';

/** A ride changed status; to the rider, `driverPhoneNumber` once the driver has accepted. */
export const rideStatusEventSchema = z.object({
  rideId: z.string(),
  status: rideStatusSchema,
  driverPhoneNumber: z.string().optional(),
});

/** An offer left a driver's list (book the nearest). */
export const offerClosedEventSchema = z.object({
  rideId: z.string(),
  reason: z.enum(OFFER_CLOSE_REASONS),
});

/** An SOS was raised or moved: to every operator's console. */
export const incidentEventSchema = z.object({
  _id: z.string(),
  rideId: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  reporterRole: z.enum(['rider', 'driver']),
  /** False when a retry moved an open incident instead of raising one. */
  isNew: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** Every live event by name; a name without a schema, or a schema without a name, fails the type check. */
export const liveEventSchemas = {
  'ride.status': rideStatusEventSchema,
  /** A new request for this driver (also listed by GET /api/incoming-rides). */
  'ride.incoming': incomingRideSchema,
  /** The wallet's new balance in naira. */
  'wallet.balance': walletBalanceResponseSchema,
  /** A new entry of GET /api/notifications. */
  notification: notificationSchema,
  /** The rider's "book the nearest" search moved on (GET /api/book-nearest/:id answers the same view). */
  'dispatch.progress': dispatchSchema,
  'offer.closed': offerClosedEventSchema,
  incident: incidentEventSchema,
} as const satisfies { [K in LiveEventName]: z.ZodType };

/** The payload of each live event, by name. */
export type LiveEventMap = { [K in LiveEventName]: z.output<(typeof liveEventSchemas)[K]> };
