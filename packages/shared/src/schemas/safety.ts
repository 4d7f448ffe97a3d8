// Request and response schemas of the trust-and-safety calls: ride PIN, trusted contacts, shared trips, SOS,
// ratings, and the operator's settings and reviews for them. Owned by the safety feature.
import { z } from 'zod';
import { emailSchema, phoneNumberSchema } from './auth';
import { latitudeSchema, latLngSchema, longitudeSchema, rideRequestIdBodySchema } from './common';

export const RIDE_PIN_LENGTH = 4;
export const RIDE_PIN_MAX_ATTEMPTS = 5;
export const MAX_EMERGENCY_CONTACTS = 5;
export const NO_SHOW_MAX_DISTANCE_M = 300;
export const RATINGS_BEFORE_REVIEW = 20;
/** The national emergency number (police, fire, ambulance). */
export const EMERGENCY_NUMBER = '112';

// ---- ride PIN ----

export const RIDE_PIN_MODES = ['off', 'night', 'always'] as const;
export type RidePinMode = (typeof RIDE_PIN_MODES)[number];

/** POST /api/startride: the spec's body, plus the PIN when the ride needs one. */
export const startRideBodySchema = rideRequestIdBodySchema.extend({
  pin: z
    .string({ error: 'pin must be the 4 digits the rider sees' })
    .trim()
    .regex(/^\d{4}$/, 'The PIN is the 4 digits shown on the rider’s screen.')
    .optional(),
});

export const safetyPreferencesSchema = z.object({
  requirePin: z.boolean({ error: 'requirePin must be true or false' }),
});
export type SafetyPreferences = z.infer<typeof safetyPreferencesSchema>;

// ---- trusted contacts ----

const contactNameSchema = z
  .string({ error: 'Each contact needs a name.' })
  .max(100, 'A contact’s name can be at most 100 characters.')
  .transform((value) => value.trim())
  .refine((value) => value !== '', { message: 'Each contact needs a name.' });

export const emergencyContactSchema = z.object({
  name: contactNameSchema,
  email: emailSchema,
  phoneNumber: phoneNumberSchema,
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

export const emergencyContactsBodySchema = z.object({
  contacts: z
    .array(emergencyContactSchema, { error: 'contacts must be a list' })
    .max(MAX_EMERGENCY_CONTACTS, `You can keep at most ${MAX_EMERGENCY_CONTACTS} trusted contacts.`)
    .refine((list) => new Set(list.map((c) => c.email)).size === list.length, {
      message: 'Each trusted contact needs a different e-mail address.',
    }),
});
export const emergencyContactsResponseSchema = z.object({
  contacts: z.array(z.object({ name: z.string(), email: z.string(), phoneNumber: z.string() })),
});

// ---- shared trips ----

export const shareTripResponseSchema = z.object({ url: z.string() });
export const shareTripEmailResponseSchema = z.object({
  url: z.string(),
  message: z.string(),
  sent: z.number(),
});

export const tripTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This trip link is not valid.'),
});

export const TRIP_ENDED_MESSAGE = 'This trip has ended';

const placeSchema = z.object({ name: z.string(), latitude: z.number(), longitude: z.number() });
export const vehicleSchema = z.object({
  type: z.enum(['driver', 'biker']),
  /** Car model, or the bike's type. */
  model: z.string(),
  plate: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** GET /api/trips/{token}: what a person with the link may see, nothing else (no phones, no ids). */
export const tripViewSchema = z.object({
  status: z.string(),
  ended: z.boolean(),
  message: z.string().optional(),
  driverFirstName: z.string().optional(),
  vehicle: vehicleSchema.optional(),
  pickup: placeSchema.optional(),
  destination: placeSchema.optional(),
  driverLocation: latLngSchema.extend({ updatedAt: z.string() }).optional(),
});
export type TripView = z.infer<typeof tripViewSchema>;

// ---- SOS ----

export const sosBodySchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  note: z.string().trim().max(500, 'Keep the note under 500 characters.').optional().default(''),
});
export const sosResponseSchema = z.object({
  message: z.string(),
  incident: z.object({ _id: z.string(), status: z.string(), createdAt: z.string() }),
  emergencyNumber: z.string(),
  contactsNotified: z.number(),
});

/** The SMS an SOS screen pre-fills (works without data): plate and position. */
export function sosSmsText(input: { plate?: string | null; latitude: number; longitude: number }): string {
  const at = `${input.latitude.toFixed(5)},${input.longitude.toFixed(5)}`;
  const plate = input.plate ? ` Vehicle plate: ${input.plate}.` : '';
  return `SOS from Waka: I need help.${plate} My position: ${at} https://www.openstreetmap.org/?mlat=${input.latitude.toFixed(5)}&mlon=${input.longitude.toFixed(5)}`;
}

// ---- ratings ----

export const ratingBodySchema = z.object({
  stars: z
    .number({ error: 'stars must be a whole number from 1 to 5' })
    .int('stars must be a whole number from 1 to 5')
    .min(1, 'stars must be a whole number from 1 to 5')
    .max(5, 'stars must be a whole number from 1 to 5'),
  comment: z.string().trim().max(500, 'Keep the comment under 500 characters.').optional().default(''),
});
export const ratingResponseSchema = z.object({
  message: z.string(),
  rating: z.object({ stars: z.number(), comment: z.string() }),
});

/** Average to one decimal, or null before the first rating. */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

// ---- operator settings ----

export const safetySettingsShape = {
  ridePinMode: z.enum(RIDE_PIN_MODES, { error: 'ridePinMode must be off, night or always' }),
  noShowWaitS: z
    .number({ error: 'noShowWaitS must be a number' })
    .int('The no-show wait must be whole seconds.')
    .min(0, 'The no-show wait must be between 0 and 3600 seconds.')
    .max(3600, 'The no-show wait must be between 0 and 3600 seconds.'),
  ratingReviewBelow: z
    .number({ error: 'ratingReviewBelow must be a number' })
    .min(1, 'The review threshold must be between 1 and 5.')
    .max(5, 'The review threshold must be between 1 and 5.'),
};

export const rideStatusSafetyFields = {
  /** Rider only, once accepted: match the vehicle at the kerb. */
  vehicle: vehicleSchema.optional(),
  driverPhoto: z.string().nullable().optional(),
  driverRating: z.number().nullable().optional(),
  driverRatingCount: z.number().optional(),
  /** Rider only, once accepted. */
  pin: z.string().optional(),
  /** Driver only: whether Start needs the rider's PIN, and when a no-show may be reported. */
  pinRequired: z.boolean().optional(),
  noShowAllowedAt: z.string().optional(),
  /** Whether the caller already rated this (completed) ride. */
  hasRated: z.boolean().optional(),
};

export const MSG_SAFETY = {
  pinRequired: 'This rider asks for a PIN: type the 4 digits shown on the rider’s screen to start the ride.',
  pinWrong: (left: number) =>
    `That PIN is not right. Ask the rider for the 4 digits on their screen (${left} ${left === 1 ? 'try' : 'tries'} left).`,
  pinLocked:
    'The start of this ride is locked after 5 wrong PINs. The rider has been alerted; do not start this ride.',
  alreadyRated: 'You have already rated this ride.',
  rateOnlyCompleted: 'You can rate a ride once it is completed.',
} as const;
