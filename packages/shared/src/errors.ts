// The stable codes of error answers. Every error answer is `{ message, code }` (validation errors add
// `errors`); `message` is the text a person reads, `code` is what a client branches on and what a
// translation is keyed by. A code never changes meaning; new codes are added, none are renamed.
// See docs/architecture.md ("Errors") for when to add a specific code.

/** Every error code and the HTTP status it answers with. */
export const ERROR_STATUS = {
  // General codes: the HTTP class of the failure, when no client needs to tell it apart.
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
  // Specific codes: a client acts on these (another screen, another offer), never on the message text.
  /** An authenticated call came without a token. */
  token_missing: 401,
  /** The token is forged, expired or ended by a password reset: sign in again. */
  session_invalid: 401,
  /** Sign-in with an unknown e-mail or a wrong password. */
  wrong_credentials: 401,
  /** The account was disabled by an operator. */
  account_disabled: 403,
  /** The e-mail address is not verified yet: offer a new code. */
  account_unverified: 403,
  /** The call needs an administrator account. */
  admin_only: 403,
  /** The account has not chosen rider, driver or biker yet: ask for the extra details. */
  extra_details_missing: 404,
  /** The ride request expired (or otherwise stopped waiting) before this action. */
  ride_expired: 409,
  /** The ride moved on (taken, cancelled, started…) before this action: reload it. */
  ride_state_changed: 409,
  /** The rider's PIN was wrong; the message says how many tries are left. */
  ride_pin_wrong: 403,
  /** Too many wrong PINs: the ride cannot start with a PIN any more. */
  ride_pin_locked: 403,
  /** Too many failed sign-ins (or codes) from here: wait the `retry-after` seconds. */
  sign_in_throttled: 429,
  /** A no-bikes zone refuses this trip or position. */
  zone_restricted: 422,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
