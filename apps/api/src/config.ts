// The only reader of process.env. Parsed with zod; a bad value stops start-up with one line
// naming the variable. Every variable is documented in .env.example.

import {
  DEFAULT_COMMISSION_RATE,
  DEFAULT_LOW_BALANCE_THRESHOLD_NAIRA,
  DEFAULT_RIDE_REQUEST_TIMEOUT_S,
  OTP_RESEND_INTERVAL_MS,
} from '@waka/shared';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalString.refine((value) => value === undefined || (URL.canParse(value) && protocols.test(value)), {
    message: `must be a ${hint} URL`,
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://'),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  PUBLIC_URL: optionalUrl(/^https?:\/\//, 'http(s)://'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp:// or smtps://'),
  MAIL_FROM: z.string().default('Waka <no-reply@waka.ng>'),
  PAYSTACK_SECRET_KEY: optionalString,
  PAYSTACK_BASE_URL: z.url({ error: 'must be a URL' }).default('https://api.paystack.co'),
  PHOTON_URL: optionalUrl(/^https?:\/\//, 'http(s)://'),
  LOCATIONIQ_KEY: optionalString,
  LOCATIONIQ_URL: z.url({ error: 'must be a URL' }).default('https://us1.locationiq.com'),
  GEO_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?\d{7,15}$/, 'must be a phone number of digits')
    .default('08000000000'),
  APP_DOWNLOAD_URL: optionalUrl(/^https?:\/\//, 'http(s)://'),
  COMMISSION_RATE: z.coerce.number().min(0).max(1).default(DEFAULT_COMMISSION_RATE),
  LOW_BALANCE_THRESHOLD: z.coerce.number().min(0).default(DEFAULT_LOW_BALANCE_THRESHOLD_NAIRA),
  RIDE_REQUEST_TIMEOUT_S: z.coerce.number().int().min(10).max(3600).default(DEFAULT_RIDE_REQUEST_TIMEOUT_S),
  /** One e-mailed code per account and purpose this often (decision 219); GET /api/config says it too. */
  OTP_RESEND_INTERVAL_S: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(OTP_RESEND_INTERVAL_MS / 1000),
  ADMIN_EMAIL: optionalString.refine((v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    message: 'must be an e-mail address',
  }),
  ADMIN_PASSWORD: optionalString,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  WEB_DIST_DIR: optionalString,
  // Book the nearest (docs/decisions/145): drivers asked per batch and how long each batch has to answer.
  DISPATCH_BATCH_SIZE: z.coerce.number().int().min(1).max(20).default(3),
  DISPATCH_BATCH_SECONDS: z.coerce.number().int().min(2).max(300).default(15),
  // An OSRM server for driving times (e.g. http://router.project-osrm.org); without it, ETA from distance.
  ROUTING_URL: optionalUrl(/^https?:\/\//, 'http(s)://'),
  // Web Push (docs/decisions/148): without both keys the server generates a pair once and keeps it.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.string().default('mailto:support@waka.ng'),
  /** Shared rate limits across instances (docs/decisions/120); unset: each instance counts alone. */
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis:// or rediss://'),
  /** How often buffered driver positions are written (docs/decisions/122); a crash loses at most this. */
  POSITION_FLUSH_MS: z.coerce.number().int().min(50).max(1000).default(500),
  /** Replaced or rejected driver documents are removed this many days later (docs/decisions/104). */
  UPLOAD_RETENTION_DAYS: z.coerce.number().min(0).max(3650).default(30),
  /** Live-event streams (docs/decisions/101): the newest of an account's streams wins past this many. */
  EVENT_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(5),
  /** Streams one network address may hold open on one instance; more are refused with 429. */
  EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  /** `: ping` interval; each ping also closes streams of disabled or signed-out accounts. */
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** PUBLIC_URL, or http://localhost:PORT when unset. */
  publicUrl: string;
  isProduction: boolean;
}

export class ConfigError extends Error {}

/** Parse an environment; throws ConfigError with one line per bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration — ${lines.join('; ')}`);
  }
  const parsed = result.data;
  if (parsed.ADMIN_EMAIL && !parsed.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration — ADMIN_PASSWORD: required when ADMIN_EMAIL is set');
  }
  if (Boolean(parsed.VAPID_PUBLIC_KEY) !== Boolean(parsed.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration — VAPID_PRIVATE_KEY: set both VAPID keys or neither');
  }
  if (parsed.NODE_ENV === 'production' && !parsed.SMTP_URL) {
    // Without SMTP, codes would only reach the outbox: nobody could verify or reset, and codes must not be
    // read from anywhere but the owner's mailbox.
    throw new ConfigError(
      'Invalid configuration — SMTP_URL: required when NODE_ENV=production (one-time codes are sent by e-mail only)',
    );
  }
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  return { ...parsed, publicUrl, isProduction: parsed.NODE_ENV === 'production' };
}

export function loadConfig(): Config {
  return parseConfig(process.env);
}
