// The auth feature's answers to failures a person can act on (spec §8 shows the server's message).
export const AUTH_MSG = {
  emailTaken: 'That email address is already registered. Log in, or use Forgot Password.',
  usernameTaken: 'That username is already taken. Please choose another.',
  phoneTaken: 'That phone number is already used by another account.',
  wrongCredentials: 'Incorrect email or password.',
  unverified:
    'Please verify your email address first: enter the 6-digit code we sent you, or tap Resend OTP for a new one.',
  disabled: 'Your account has been disabled. Contact support.',
  codeInvalid: 'That code is wrong or has expired. Check your email or ask for a new code.',
  codeBurned: 'Too many wrong codes. Ask for a new code.',
  resetNotAllowed: 'Your reset code was not verified or has expired. Ask for a new code.',
} as const;

export function lockedMessage(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`;
}

export function resendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before asking for another code.`;
}
