// The auth feature's answers to failures a person can act on (clients show the server's message).
import { MSG } from '@waka/shared';

export const AUTH_MSG = {
  emailTaken: 'That email address is already registered. Log in, or use Forgot Password.',
  usernameTaken: 'That username is already taken. Please choose another.',
  phoneTaken: 'That phone number is already used by another account.',
  wrongCredentials: 'Incorrect email or password.',
  unverified: MSG.accountUnverified,
  disabled: 'Your account has been disabled. Contact support.',
  // One answer for a wrong, expired or over-tried code, for known and unknown e-mails alike.
  codeInvalid:
    'That code is wrong, has expired or was tried too many times. Check your email or ask for a new code.',
  resetNotAllowed: 'Your reset code was not verified or has expired. Ask for a new code.',
} as const;
