// The whole database schema (Drizzle pg-core). Migrations in ./migrations are generated from this file
// (`npm run db:generate`) plus hand-written ones for extensions and expression indexes.
import {
  DISPATCH_STATUSES,
  INCIDENT_STATUSES,
  type Language,
  RIDE_STATUSES,
  TRANSACTION_STATUSES,
} from '@waka/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Status columns are text typed by these lists and held to them by check constraints (docs/decisions/178).
export const DISPATCH_OFFER_STATUSES = ['open', 'won', 'declined', 'closed'] as const;
export const MAIL_OUTBOX_STATUSES = ['outbox', 'sent', 'failed'] as const;

/** `column in ('a','b',…)`: the check that holds a status column to its list. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(','))})`;

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** rider | driver | biker; null until extra details are given (GET /api/role answers 404 then). */
    preferredType: text('preferred_type'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Drivers and bikers start unapproved; riders are always approved. */
    approved: boolean('approved').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    disabled: boolean('disabled').notNull().default(false),
    disabledReason: text('disabled_reason'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    profilePicture: text('profile_picture'),
    /** Tokens issued before this instant are refused (a password reset ends every earlier session). */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the one older token still accepted: the session that changed the password itself. */
    keptSessionHash: text('kept_session_hash'),
    noShowCount: integer('no_show_count').notNull().default(0),
    /** The driver's online switch: offline drivers are never listed nor offered requests (migration 0009). */
    online: boolean('online').notNull().default(true),
    /** Set when the no-show count passes the limit: an operator confirms (disables) or dismisses. */
    noShowReviewSince: timestamp('no_show_review_since', { withTimezone: true }),
    /** The rider asked for a PIN check before every ride starts. */
    requireRidePin: boolean('require_ride_pin').notNull().default(false),
    /** Ratings received: kept with each rating in its transaction, read by nearby answers and cards. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** en | pcm | yo | ha | ig: the language of server messages and e-mails to this person (migration 0014). */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_language_check', sql`${t.language} in ('en','pcm','yo','ha','ig')`),
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    index('users_role_approved_idx').on(t.preferredType, t.approved, t.createdAt),
    index('users_no_show_review_idx').on(t.noShowReviewSince).where(sql`${t.noShowReviewSince} is not null`),
  ],
);

/** One-time codes (account and password reset): stored hashed, single use, 10 minutes. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(), // verify | reset
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

/** A verified reset code lets the user set a new password within 10 minutes. */
export const passwordResetGrants = pgTable('password_reset_grants', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Driver and biker profile, as submitted with the extra details. */
export const driverProfiles = pgTable('driver_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  vehicleType: text('vehicle_type').notNull(), // driver | biker
  /** driverDetails or bikeDetails as submitted, text fields only. */
  details: jsonb('details').notNull().$type<Record<string, string>>(),
  licenseImageId: uuid('license_image_id').references(() => uploads.id),
  ninImageId: uuid('nin_image_id').references(() => uploads.id),
  bikeDocumentImageId: uuid('bike_document_image_id').references(() => uploads.id),
  licenseExpiryDate: date('license_expiry_date'),
  insuranceExpiryDate: date('insurance_expiry_date'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: uuid('reviewed_by').references(() => users.id),
});

/** Files users uploaded: profile pictures (public) and documents (owner and admins only). */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // profile | document
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
    /** Replaced or rejected: the file and row are removed after the retention period (retire-uploads.ts). */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploads_stored_name_unique').on(t.storedName),
    index('uploads_owner_idx').on(t.ownerId),
    index('uploads_retired_idx').on(t.retiredAt).where(sql`${t.retiredAt} is not null`),
  ],
);

/**
 * Sign-in and sign-up throttle counters (docs/decisions/100), in the layout of rate-limiter-flexible's
 * Drizzle store: one row per key, `points` used until `expire`.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('auth_throttle_expire_idx').on(t.expire)],
);

/** Last known position of a user (drivers and bikers are searched by it). */
export const userLocations = pgTable('user_locations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // 'driver' | 'biker' (users.preferred_type) or NULL for everyone else. Kept by triggers, never by callers,
  // so nearby search reads the partial GiST index of one type (docs/decisions/031; migration 0004).
  searchableAs: text('searchable_as'),
  // Partial GiST indexes on ll_to_earth(latitude, longitude) per searchable_as are in the hand-written migrations.
});

export const rides = pgTable(
  'rides',
  {
    id: id(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => users.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id),
    vehicleType: text('vehicle_type').notNull(), // driver | biker
    status: text('status', { enum: RIDE_STATUSES }).notNull().default('requested'),
    pickupLatitude: doublePrecision('pickup_latitude').notNull(),
    pickupLongitude: doublePrecision('pickup_longitude').notNull(),
    pickupName: text('pickup_name').notNull(),
    destinationLatitude: doublePrecision('destination_latitude').notNull(),
    destinationLongitude: doublePrecision('destination_longitude').notNull(),
    destinationName: text('destination_name').notNull(),
    notes: text('notes').notNull().default(''),
    /** Fixed when the ride is requested. */
    fareKobo: bigint('fare_kobo', { mode: 'number' }).notNull(),
    distanceMeters: integer('distance_meters').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Set when the ride completes, at the rate then in force. */
    commissionKobo: bigint('commission_kobo', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Four digits shown to the rider once accepted; the driver types it to start (docs/decisions/150). */
    pin: text('pin'),
    pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
  },
  (t) => [
    check('rides_status_check', oneOf(t.status, RIDE_STATUSES)),
    check('rides_fare_nonnegative', sql`${t.fareKobo} >= 0`),
    // A driver holds at most one accepted or in-progress ride; a rider at most one open ride.
    uniqueIndex('rides_one_active_per_driver')
      .on(t.driverId)
      .where(sql`${t.status} in ('accepted','in_progress')`),
    uniqueIndex('rides_one_open_per_rider')
      .on(t.riderId)
      .where(sql`${t.status} in ('requested','accepted','in_progress')`),
    index('rides_driver_status_idx').on(t.driverId, t.status, t.createdAt),
    index('rides_rider_created_idx').on(t.riderId, t.createdAt),
    index('rides_status_expires_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * "Book the nearest": a rider's request offered to the nearest available drivers in batches until one accepts
 * (docs/decisions/145). The accepted ride is inserted into `rides` with this same id.
 */
export const rideDispatches = pgTable(
  'ride_dispatches',
  {
    id: id(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => users.id),
    vehicleType: text('vehicle_type').notNull(),
    status: text('status', { enum: DISPATCH_STATUSES }).notNull().default('searching'),
    pickupLatitude: doublePrecision('pickup_latitude').notNull(),
    pickupLongitude: doublePrecision('pickup_longitude').notNull(),
    pickupName: text('pickup_name').notNull(),
    destinationLatitude: doublePrecision('destination_latitude').notNull(),
    destinationLongitude: doublePrecision('destination_longitude').notNull(),
    destinationName: text('destination_name').notNull(),
    notes: text('notes').notNull().default(''),
    fareKobo: bigint('fare_kobo', { mode: 'number' }).notNull(),
    distanceMeters: integer('distance_meters').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** The last batch sent (0 before the first) and the radius it searched. */
    batch: integer('batch').notNull().default(0),
    radiusMeters: integer('radius_meters').notNull().default(0),
    batchEndsAt: timestamp('batch_ends_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    driverId: uuid('driver_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check('ride_dispatches_status_check', oneOf(t.status, DISPATCH_STATUSES)),
    uniqueIndex('ride_dispatches_one_searching_per_rider')
      .on(t.riderId)
      .where(sql`${t.status} = 'searching'`),
    index('ride_dispatches_due_idx').on(t.batchEndsAt).where(sql`${t.status} = 'searching'`),
    index('ride_dispatches_rider_created_idx').on(t.riderId, t.createdAt),
  ],
);

/** Who a dispatch was offered to: open until the driver declines or the dispatch ends. */
export const dispatchOffers = pgTable(
  'dispatch_offers',
  {
    dispatchId: uuid('dispatch_id')
      .notNull()
      .references(() => rideDispatches.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batch: integer('batch').notNull(),
    distanceMeters: integer('distance_meters').notNull(),
    status: text('status', { enum: DISPATCH_OFFER_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'dispatch_offers_pk', columns: [t.dispatchId, t.driverId] }),
    check('dispatch_offers_status_check', oneOf(t.status, DISPATCH_OFFER_STATUSES)),
    index('dispatch_offers_driver_status_idx').on(t.driverId, t.status),
  ],
);

/** Every transition of a ride, for its timeline. */
export const rideEvents = pgTable(
  'ride_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: RIDE_STATUSES }),
    toStatus: text('to_status', { enum: RIDE_STATUSES }).notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('ride_events_from_status_check', oneOf(t.fromStatus, RIDE_STATUSES)),
    check('ride_events_to_status_check', oneOf(t.toStatus, RIDE_STATUSES)),
    index('ride_events_ride_idx').on(t.rideId, t.id),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    rideId: uuid('ride_id').references(() => rides.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/** Live events, kept a few minutes so a reconnecting stream (Last-Event-ID) misses nothing. */
export const eventLog = pgTable(
  'event_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('event_log_user_id_idx').on(t.userId, t.id), index('event_log_created_idx').on(t.createdAt)],
);

// ---- money: a double-entry ledger in integer kobo ----

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    kind: text('kind').notNull(), // wallet | platform_revenue | provider_clearing
    userId: uuid('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_wallet_user_unique').on(t.userId),
    uniqueIndex('ledger_accounts_system_kind_unique').on(t.kind).where(sql`${t.userId} is null`),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: id(),
    kind: text('kind').notNull(), // funding | commission | refund | adjustment
    description: text('description').notNull(),
    /** One posting per payment reference. */
    paymentReference: text('payment_reference'),
    /** One commission posting per ride. */
    rideId: uuid('ride_id').references(() => rides.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_postings_reference_unique').on(t.kind, t.paymentReference),
    uniqueIndex('ledger_postings_ride_unique').on(t.kind, t.rideId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => ledgerPostings.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed: positive increases a wallet's balance. The entries of a posting sum to zero. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_posting_idx').on(t.postingId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reference: text('reference').notNull(),
    provider: text('provider').notNull(), // paystack | sandbox
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    email: text('email').notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('pending'),
    authorizationUrl: text('authorization_url'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('payments_status_check', oneOf(t.status, TRANSACTION_STATUSES)),
    uniqueIndex('payments_reference_unique').on(t.reference),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The built-in sandbox payment provider's own records (used only without PAYSTACK_SECRET_KEY): what its
 * hosted checkout page shows and what its verify answers, kept apart from `payments` as a real provider's
 * records would be, and surviving restarts (decision 041).
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    reference: text('reference').primaryKey(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    email: text('email').notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sandbox_charges_status_check', oneOf(t.status, TRANSACTION_STATUSES))],
);

// ---- operations ----

export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_handled_created_idx').on(t.handledAt, t.createdAt)],
);

/** Operator settings (commission rate, threshold, tariffs, timeout), taking effect without a restart. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Browsers that receive Web Push for a user (ride requests while the app is in the background). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Pushes to send, queued in the transaction that made the offer (sent by a job on any instance). */
export const pushOutbox = pgTable('push_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
  createdAt: createdAt(),
});

/** Key pairs the server generated for itself on first start (VAPID; docs/decisions/148). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** Mail sent without SMTP (development outbox), and a record of what SMTP refused. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: MAIL_OUTBOX_STATUSES }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    check('mail_outbox_status_check', oneOf(t.status, MAIL_OUTBOX_STATUSES)),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

/** Operator-curated places (neighbourhoods, landmarks, bus stops …), searched before the gazetteer. */
export const places = pgTable(
  'places',
  {
    id: id(),
    name: text('name').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    category: text('category').notNull(),
    state: text('state').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    source: text('source').notNull(),
    /** The coordinates were not surveyed (the starter set); the operator may correct them. */
    approximate: boolean('approximate').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'places_category_check',
      sql`${t.category} in ('neighbourhood', 'landmark', 'bus_stop', 'market', 'campus', 'airport')`,
    ),
    index('places_state_name_idx').on(t.state, t.name),
  ],
);

/** A rider's Home and Work, one of each. */
export const savedPlaces = pgTable(
  'saved_places',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('saved_places_kind_check', sql`${t.kind} in ('home', 'work')`),
  ],
);

/** Restricted zones (migration 0011, docs/zones.md): GeoJSON Polygon/MultiPolygon areas with a rule. */
export const zones = pgTable(
  'zones',
  {
    id: id(),
    name: text('name').notNull(),
    rule: text('rule').notNull().default('no_bikes'),
    geometry: jsonb('geometry').notNull(),
    minLongitude: doublePrecision('min_longitude').notNull(),
    minLatitude: doublePrecision('min_latitude').notNull(),
    maxLongitude: doublePrecision('max_longitude').notNull(),
    maxLatitude: doublePrecision('max_latitude').notNull(),
    vertexCount: integer('vertex_count').notNull(),
    active: boolean('active').notNull().default(true),
    revision: bigint('revision', { mode: 'number' }).notNull().default(sql`nextval('zones_revision_seq')`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('zones_name_unique').on(sql`lower(${t.name})`),
    check('zones_rule_check', sql`${t.rule} IN ('no_bikes')`),
  ],
);

// ---- trust and safety (docs/decisions/150–154) ----

/** Up to five people a user trusts to be told about a shared trip or an SOS. */
export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('emergency_contacts_user_position_unique').on(t.userId, t.position)],
);

/** A public link to follow one ride; only the SHA-256 of its token is kept. */
export const tripShares = pgTable(
  'trip_shares',
  {
    id: id(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trip_shares_token_hash_unique').on(t.tokenHash),
    index('trip_shares_ride_idx').on(t.rideId),
  ],
);

/** An SOS raised on a ride; one live (open or acknowledged) incident per reporter and ride. */
export const incidents = pgTable(
  'incidents',
  {
    id: id(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: INCIDENT_STATUSES }).notNull().default('open'),
    alertsSent: integer('alerts_sent').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    handledBy: uuid('handled_by').references(() => users.id),
  },
  (t) => [
    check('incidents_status_check', oneOf(t.status, INCIDENT_STATUSES)),
    uniqueIndex('incidents_one_live_per_reporter')
      .on(t.rideId, t.reporterId)
      .where(sql`${t.status} in ('open','acknowledged')`),
    index('incidents_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** One rating per side of a completed ride. */
export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => users.id),
    rateeId: uuid('ratee_id')
      .notNull()
      .references(() => users.id),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('ratings_stars_check', sql`${t.stars} between 1 and 5`),
    uniqueIndex('ratings_one_per_rater_unique').on(t.rideId, t.raterId),
    index('ratings_ratee_idx').on(t.rateeId, t.createdAt),
  ],
);
