// Per-IP limits of the routes that send e-mail or check a secret (brief: Security). Per-address and
// per-account limits live in the database (otp.ts, login-user.ts); these stop one machine hammering.
// Generous enough for many Nigerian users behind one carrier NAT address.
const minutes = (n: number) => n * 60_000;

export const RATE_LIMITS = {
  register: { max: 30, timeWindow: minutes(15) },
  verify: { max: 30, timeWindow: minutes(15) },
  resend: { max: 20, timeWindow: minutes(15) },
  forgot: { max: 20, timeWindow: minutes(15) },
  login: { max: 30, timeWindow: minutes(5) },
  reset: { max: 20, timeWindow: minutes(15) },
  upload: { max: 30, timeWindow: minutes(15) },
} as const;
