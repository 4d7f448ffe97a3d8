// Exact user-facing texts of the forms and answers. The server answers with these where the client would show them.

export const MSG = {
  fillAllFields: 'Please fill in all fields.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number.',
  invalidUsername:
    'Username must be at least 3 characters and contain only letters, numbers, or underscores.',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordNeedsNumber: 'Password must contain at least one number.',
  passwordNeedsLetter: 'Password must contain at least one letter.',
  passwordNeedsSpecial: 'Password must contain at least one special character.',
  passwordTooShort: 'Password must be at least 6 characters.',
  mustAgreeTerms: 'You must agree to the Terms and Privacy Policy.',
  passwordHint:
    'Password must be at least 6 characters and include a letter, a number, and a special character.',
  fillOutAllFields: 'Please fill out all fields.',
  emailNotFound: 'Email not found. Please try again.',
  emailNotInStorage: 'Email not found in storage.',
  invalidOtp: 'Please enter a valid 6-digit OTP.',
  profileIncomplete: 'Please fill in all fields and upload required documents.',
  selectDestination: 'Select your destination.',
  minimumPayment: 'Minimum payment is ₦500.',
  noRecentPayment: 'No recent payment to verify.',
  supportBothRequired: 'Both fields are required',
  userRoleNotFound: 'User role not found.',
  extraDetailsNotFound: 'User extra details not found.',
  authTokenNotFound: 'Authentication token not found',
  invalidToken: 'Invalid or expired token',
  apiRequestFailed: 'API request failed',
  networkError: 'Network error',
  pendingApproval: 'Your account is pending approval.',
  /** The login answer (403) for an account whose e-mail is not verified yet; the login screen offers a new code. */
  accountUnverified:
    'Please verify your email address first: enter the 6-digit code we sent you, or tap Send a new code.',
  sessionExpired: 'Session expired. Please log in again.',
  rideNotFoundOrCancelled: 'Ride not found or already cancelled',
  unknownLocation: 'Unknown location',
  mobileOnly: 'Please use a mobile or tablet to view this page.',
} as const;
