// The only reader of process.env (STYLE.md). Parsed with zod; a bad value stops start-up with one line
// naming the variable. Every variable is documented in .env.example.

import {
  DEFAULT_COMMISSION_RATE,
  DEFAULT_LOW_BALANCE_THRESHOLD_NAIRA,
  DEFAULT_RIDE_REQUEST_TIMEOUT_S,
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
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  return { ...parsed, publicUrl, isProduction: parsed.NODE_ENV === 'production' };
}

export function loadConfig(): Config {
  return parseConfig(process.env);
}
