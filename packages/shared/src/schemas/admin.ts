// Request and response schemas of the admin calls under /api/admin/*. Owned by
// the admin feature. Amounts are naira in answers, kobo only inside.
import { z } from 'zod';
import { RIDE_STATUSES } from '../ride-status';
import { brandSchema, brandSettingsSchema } from './brand';
import { paginationQuerySchema, uuidSchema } from './common';
import { safetySettingsShape } from './safety';

const booleanQuery = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

// ---- users and approvals ----

export const adminUsersQuerySchema = paginationQuerySchema.extend({
  role: z.enum(['rider', 'driver', 'biker'], { error: 'role must be rider, driver or biker' }).optional(),
  approved: booleanQuery.optional(),
  disabled: booleanQuery.optional(),
  /** Applications not reviewed yet, or submitted again after the last review. */
  waiting: booleanQuery.optional(),
  q: z.string().trim().max(100, 'q: at most 100 characters').optional(),
});

export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  preferredType: z.string().nullable(),
  isAdmin: z.boolean(),
  approved: z.boolean(),
  disabled: z.boolean(),
  rejectionReason: z.string().nullable(),
  disabledReason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  documents: z.object({
    licenseImage: z.string().optional(),
    ninImage: z.string().optional(),
    bikeDocumentImage: z.string().optional(),
  }),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema), total: z.number() });
export const adminUserDetailResponseSchema = z.object({ user: adminUserSchema });

export const userIdParamsSchema = z.object({ id: uuidSchema });

const reasonSchema = z.string().trim().max(500, 'The reason can be at most 500 characters.').optional();

export const approvalBodySchema = z
  .object({ approved: z.boolean({ error: 'approved must be true or false' }), reason: reasonSchema })
  .refine((body) => body.approved || (body.reason ?? '') !== '', {
    message: 'Give a reason when rejecting an application.',
    path: ['reason'],
  });
export type ApprovalBody = z.infer<typeof approvalBodySchema>;

export const disabledBodySchema = z.object({
  disabled: z.boolean({ error: 'disabled must be true or false' }),
  reason: reasonSchema,
});

export const adminUserResponseSchema = z.object({ message: z.string(), user: adminUserSchema });

// ---- rides ----

export const adminRidesQuerySchema = paginationQuerySchema.extend({
  /** A ride status, or `open` for requested, accepted and in_progress. */
  status: z.enum([...RIDE_STATUSES, 'open'], { error: 'status is not a ride status' }).optional(),
});

const personSchema = z.object({ _id: z.string(), name: z.string(), phoneNumber: z.string() });

export const adminRideSchema = z.object({
  _id: z.string(),
  status: z.string(),
  vehicleType: z.string(),
  rider: personSchema,
  driver: personSchema,
  pickupName: z.string(),
  destinationName: z.string(),
  notes: z.string(),
  fare: z.number(),
  commission: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Seconds since the ride was requested. */
  ageSeconds: z.number(),
});
export type AdminRide = z.infer<typeof adminRideSchema>;

export const adminRidesResponseSchema = z.object({ rides: z.array(adminRideSchema), total: z.number() });

export const rideTimelineEventSchema = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});

export const adminRideDetailResponseSchema = z.object({
  ride: adminRideSchema,
  timeline: z.array(rideTimelineEventSchema),
});

// ---- money ----

export const adminPaymentsQuerySchema = paginationQuerySchema.extend({
  status: z
    .enum(['pending', 'success', 'failed'], { error: 'status must be pending, success or failed' })
    .optional(),
});

export const adminPaymentSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  provider: z.string(),
  amount: z.number(),
  status: z.string(),
  email: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

export const adminPaymentsResponseSchema = z.object({
  payments: z.array(adminPaymentSchema),
  total: z.number(),
});

export const commissionDailyQuerySchema = z.object({
  days: z.coerce.number().int().min(1, 'days: at least 1').max(366, 'days: at most 366').default(30),
});

export const commissionDailyResponseSchema = z.object({
  /** Oldest first, one row per day (Africa/Lagos dates), zero days included. */
  days: z.array(z.object({ date: z.string(), commission: z.number(), rides: z.number() })),
  total: z.number(),
});

export const walletParamsSchema = z.object({ userId: uuidSchema });

export const walletLedgerResponseSchema = z.object({
  user: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    preferredType: z.string().nullable(),
  }),
  balance: z.number(),
  entries: z.array(
    z.object({
      id: z.number(),
      postingId: z.string(),
      kind: z.string(),
      description: z.string(),
      amount: z.number(),
      paymentReference: z.string().nullable(),
      rideId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  total: z.number(),
});

export const ledgerCheckResponseSchema = z.object({
  totalKobo: z.number(),
  total: z.number(),
  balanced: z.boolean(),
  entryCount: z.number(),
  /** How many postings' own entries do not sum to zero. */
  unbalancedPostings: z.number(),
  /** Wallets whose balance differs from their payments minus commissions (first 20). */
  walletMismatches: z.array(z.object({ userId: z.string(), balance: z.number(), expected: z.number() })),
  walletMismatchCount: z.number(),
  checkedAt: z.string(),
});

// ---- support ----

export const adminSupportQuerySchema = paginationQuerySchema.extend({ handled: booleanQuery.optional() });

export const adminSupportMessageSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), email: z.string(), phoneNumber: z.string() }),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});

export const adminSupportResponseSchema = z.object({
  messages: z.array(adminSupportMessageSchema),
  total: z.number(),
});

/** Optional body: no body means "handled". */
export const supportHandledBodySchema = z
  .object({ handled: z.boolean({ error: 'handled must be true or false' }).optional() })
  .nullish();

// ---- settings and audit ----

const nairaAmount = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .min(0, `${name} cannot be negative.`)
    .max(1_000_000, `${name} is too large.`);

export const tariffSchema = z.object({
  baseNaira: nairaAmount('The base fare'),
  perKmNaira: nairaAmount('The price per km'),
  perMinuteNaira: nairaAmount('The price per minute'),
  minimumNaira: nairaAmount('The minimum fare'),
});

export const MAX_COMMISSION_RATE = 0.5;

const tripLimitSchema = (vehicle: string) =>
  z
    .number({ error: `The ${vehicle.toLowerCase()} trip limit must be a number of km.` })
    .min(1, `The ${vehicle.toLowerCase()} trip limit must be between 1 and 2000 km.`)
    .max(2000, `The ${vehicle.toLowerCase()} trip limit must be between 1 and 2000 km.`);

export const adminSettingsSchema = z.object({
  commissionRate: z
    .number({ error: 'commissionRate must be a number' })
    .min(0, 'The commission rate must be between 0 and 0.5 (0 % to 50 %).')
    .max(MAX_COMMISSION_RATE, 'The commission rate must be between 0 and 0.5 (0 % to 50 %).'),
  /** Naira (stored as lowBalanceThresholdKobo). */
  lowBalanceThreshold: z
    .number({ error: 'lowBalanceThreshold must be a number' })
    .min(0, 'The low-balance threshold cannot be negative.')
    .max(1_000_000, 'The low-balance threshold is too large.'),
  rideRequestTimeoutS: z
    .number({ error: 'rideRequestTimeoutS must be a number' })
    .int('The request timeout must be whole seconds.')
    .min(10, 'The request timeout must be between 10 and 3600 seconds.')
    .max(3600, 'The request timeout must be between 10 and 3600 seconds.'),
  tariffs: z.object({ driver: tariffSchema, biker: tariffSchema }),
  ...safetySettingsShape,
  /** The longest trip (km of estimated road distance) per vehicle type; fare estimate and requests refuse more. */
  tripLimitsKm: z.object({ driver: tripLimitSchema('Car'), biker: tripLimitSchema('Bike') }),
  /** The operator's name, colours and logo (the logo is uploaded on its own: POST /api/admin/settings/logo). */
  brand: brandSchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const updateSettingsBodySchema = adminSettingsSchema
  .extend({
    tariffs: adminSettingsSchema.shape.tariffs.partial(),
    tripLimitsKm: adminSettingsSchema.shape.tripLimitsKm.partial(),
    brand: brandSettingsSchema.partial(),
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one setting to change.',
  });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

export const adminSettingsResponseSchema = z.object({
  settings: adminSettingsSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
});

export const auditQuerySchema = paginationQuerySchema.extend({
  action: z.string().trim().max(60).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number() });

export const supportIdParamsSchema = z.object({ id: uuidSchema });
export const adminRideIdParamsSchema = z.object({ id: uuidSchema });
