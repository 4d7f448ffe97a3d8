// Business constants and limits (the domain rules are described in docs/architecture.md).

export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const LANDING_ROTATION_MS = 4000;
export const OTP_LENGTH = 6;
export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** The server sends at most one code a minute per account and purpose; the screens count it down. */
export const OTP_RESEND_INTERVAL_MS = 60_000;
export const PHONE_NUMBER_LENGTH = 11;
export const USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;

export const SUGGESTION_MIN_QUERY_LENGTH = 3;
/** Two letters ask only for an operator's place named exactly so ("VI"); docs/decisions/141. */
export const ALIAS_MIN_QUERY_LENGTH = 2;
export const SUGGESTION_LIMIT = 5;
export const MOBILE_MAX_WIDTH_PX = 600;

export const NEARBY_RADIUS_M = 15_000;
export const DRIVER_SEEN_WITHIN_MS = 5 * 60 * 1000;
export const RIDER_DASHBOARD_REFRESH_MS = 50_000;
export const RIDE_STATUS_POLL_MS = 5000;
export const DESTINATION_LOOKUP_DELAY_MS = 5000;

export const DRIVER_LOCATION_PUSH_MS = 50_000;
export const DRIVER_APPROVAL_POLL_MS = 60_000;
export const DRIVER_STORED_RIDE_CHECK_MS = 3000;
export const DRIVER_WALLET_POLL_MS = 30_000;
export const DRIVER_INCOMING_POLL_MS = 30_000;

export const TOP_UP_PRESETS_NAIRA = [500, 2000, 2500, 5000] as const;
export const MIN_PAYMENT_NAIRA = 500;
/** Upper bound of one wallet top-up (our choice; spec is silent). */
export const MAX_PAYMENT_NAIRA = 500_000;
export const DEFAULT_LOW_BALANCE_THRESHOLD_NAIRA = 500;
export const DEFAULT_COMMISSION_RATE = 0.1;
export const DEFAULT_RIDE_REQUEST_TIMEOUT_S = 120;
export const CURRENCY_SYMBOL = '₦';

/** Spec Terms: more than two no-shows disables a rider. */
export const NO_SHOW_LIMIT = 2;
export const MINIMUM_AGE = 13;
export const PRIVACY_POLICY_DATE = 'June 2, 2025';

export const DEFAULT_ROLE = 'rider';
export const DEFAULT_THEME_MODE = 'system';
export const THEME_STORAGE_KEY = 'themeMode';

export const PALETTE = {
  light: { background: '#FFF8EC', text: '#1A1A1A', primary: '#FF8C00', tint: '#0a7ea4' },
  dark: { background: '#121212', text: '#F5F5F5', primary: '#FF8C00', tint: '#FFFFFF' },
} as const;

export const TOAST = {
  position: 'top-center',
  limit: 20,
  durationMs: { blank: 4000, error: 4000, custom: 4000, success: 2000, loading: Number.POSITIVE_INFINITY },
  removeDelayMs: 1000,
  maxWidthPx: 350,
} as const;

export const ROLES = ['rider', 'driver', 'biker'] as const;
export type Role = (typeof ROLES)[number];
export const VEHICLE_ROLES = ['driver', 'biker'] as const;
export type VehicleRole = (typeof VEHICLE_ROLES)[number];
