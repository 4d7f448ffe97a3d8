// Operator settings (commission rate, low-balance threshold, tariffs, request timeout). Stored in the
// `settings` table so a change takes effect on every instance without a restart; the environment gives
// the defaults.
import { type BrandSettings, DEFAULT_BRAND, nairaToKobo, type RidePinMode } from '@waka/shared';
import { desc, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema';

export interface Tariff {
  baseNaira: number;
  perKmNaira: number;
  perMinuteNaira: number;
  minimumNaira: number;
}

export interface OperatingSettings {
  commissionRate: number;
  lowBalanceThresholdKobo: number;
  rideRequestTimeoutS: number;
  tariffs: { driver: Tariff; biker: Tariff };
  /** When Start needs the rider's PIN even if the rider did not ask (night: 19:00–06:00 Lagos time). */
  ridePinMode: RidePinMode;
  /** Seconds after acceptance before a driver may report a no-show. */
  noShowWaitS: number;
  /** Drivers whose average is below this after enough ratings are flagged for review. */
  ratingReviewBelow: number;
  /** The longest trip each vehicle type may be booked for, in km of estimated road distance. */
  tripLimitsKm: { driver: number; biker: number };
  /** The operator's brand; `logo` is the stored file's name under the brand logo folder, null for Waka's. */
  brand: StoredBrand;
}

export interface StoredBrand extends BrandSettings {
  logo: string | null;
}

export const DEFAULT_STORED_BRAND: StoredBrand = {
  name: DEFAULT_BRAND.name,
  shortName: DEFAULT_BRAND.shortName,
  primaryColor: DEFAULT_BRAND.primaryColor,
  accentColor: DEFAULT_BRAND.accentColor,
  logo: null,
};

export const DEFAULT_SAFETY_SETTINGS = {
  ridePinMode: 'off',
  noShowWaitS: 300,
  ratingReviewBelow: 3.5,
} as const satisfies Pick<OperatingSettings, 'ridePinMode' | 'noShowWaitS' | 'ratingReviewBelow'>;

export const DEFAULT_TARIFFS: OperatingSettings['tariffs'] = {
  driver: { baseNaira: 500, perKmNaira: 150, perMinuteNaira: 20, minimumNaira: 1000 },
  biker: { baseNaira: 200, perKmNaira: 80, perMinuteNaira: 10, minimumNaira: 500 },
};

/** A bike across a city, a car between neighbouring cities; not Lagos to Abuja (docs/decisions/143). */
export const DEFAULT_TRIP_LIMITS_KM: OperatingSettings['tripLimitsKm'] = { driver: 250, biker: 40 };

export function defaultSettings(config: Config): OperatingSettings {
  return {
    commissionRate: config.COMMISSION_RATE,
    lowBalanceThresholdKobo: nairaToKobo(config.LOW_BALANCE_THRESHOLD),
    rideRequestTimeoutS: config.RIDE_REQUEST_TIMEOUT_S,
    tariffs: DEFAULT_TARIFFS,
    ...DEFAULT_SAFETY_SETTINGS,
    tripLimitsKm: DEFAULT_TRIP_LIMITS_KM,
    brand: DEFAULT_STORED_BRAND,
  };
}

export type SettingKey = keyof OperatingSettings;

/** A change of some settings; the brand may change one field at a time. */
export type SettingsChanges = Partial<Omit<OperatingSettings, 'brand'>> & { brand?: Partial<StoredBrand> };

/** The settings in force: stored values over the environment's defaults. One small indexed read. */
export async function getSettings(db: DbOrTx, config: Config): Promise<OperatingSettings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const current = defaultSettings(config);
  const values = current as unknown as Record<string, unknown>;
  for (const row of rows) {
    if (!(row.key in current)) continue;
    const fallback = values[row.key];
    // Grouped settings keep the defaults of fields added after they were stored.
    values[row.key] =
      isPlainObject(fallback) && isPlainObject(row.value) ? { ...fallback, ...row.value } : row.value;
  }
  return current;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Any fixed number: the advisory lock that serialises settings updates. */
const SETTINGS_LOCK_KEY = 731_001;

export interface SettingChange {
  from: unknown;
  to: unknown;
}

/**
 * Store changed settings (the update path of the operations console). Call inside a transaction: it takes a
 * transaction-level lock so two operators editing at once apply one after the other, never a mix. Tariffs
 * and trip limits are merged per vehicle type, the brand per field. Returns only the keys whose value really changed.
 */
export async function updateSettings(
  tx: DbOrTx,
  config: Config,
  input: { actorId: string | null; changes: SettingsChanges },
): Promise<{ settings: OperatingSettings; changed: Partial<Record<SettingKey, SettingChange>> }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_LOCK_KEY})`);
  const before = await getSettings(tx, config);
  const after: OperatingSettings = {
    ...before,
    ...input.changes,
    tariffs: { ...before.tariffs, ...input.changes.tariffs },
    tripLimitsKm: { ...before.tripLimitsKm, ...input.changes.tripLimitsKm },
    brand: { ...before.brand, ...input.changes.brand },
  };
  const changed: Partial<Record<SettingKey, SettingChange>> = {};
  const now = new Date();
  for (const key of Object.keys(after) as SettingKey[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changed[key] = { from: before[key], to: after[key] };
    await tx
      .insert(settings)
      .values({ key, value: after[key], updatedAt: now, updatedBy: input.actorId })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: after[key], updatedAt: now, updatedBy: input.actorId },
      });
  }
  return { settings: after, changed };
}

/** Who changed a setting last, and when (null while every setting is the environment's default). */
export async function getSettingsLastChange(
  db: DbOrTx,
): Promise<{ updatedAt: Date; updatedBy: string | null } | null> {
  const [row] = await db
    .select({ updatedAt: settings.updatedAt, updatedBy: settings.updatedBy })
    .from(settings)
    .orderBy(desc(settings.updatedAt))
    .limit(1);
  return row ?? null;
}
