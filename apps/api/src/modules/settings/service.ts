// Operator settings (commission rate, low-balance threshold, tariffs, request timeout). Stored in the
// `settings` table so a change takes effect on every instance without a restart; the environment gives
// the defaults.
import { nairaToKobo } from '@waka/shared';
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
}

export const DEFAULT_TARIFFS: OperatingSettings['tariffs'] = {
  driver: { baseNaira: 500, perKmNaira: 150, perMinuteNaira: 20, minimumNaira: 1000 },
  biker: { baseNaira: 200, perKmNaira: 80, perMinuteNaira: 10, minimumNaira: 500 },
};

export function defaultSettings(config: Config): OperatingSettings {
  return {
    commissionRate: config.COMMISSION_RATE,
    lowBalanceThresholdKobo: nairaToKobo(config.LOW_BALANCE_THRESHOLD),
    rideRequestTimeoutS: config.RIDE_REQUEST_TIMEOUT_S,
    tariffs: DEFAULT_TARIFFS,
  };
}

export type SettingKey = keyof OperatingSettings;

/** The settings in force: stored values over the environment's defaults. One small indexed read. */
export async function getSettings(db: DbOrTx, config: Config): Promise<OperatingSettings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const current = defaultSettings(config);
  for (const row of rows) {
    if (row.key in current) (current as unknown as Record<string, unknown>)[row.key] = row.value;
  }
  return current;
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
 * are merged per vehicle type. Returns only the keys whose value really changed.
 */
export async function updateSettings(
  tx: DbOrTx,
  config: Config,
  input: { actorId: string | null; changes: Partial<OperatingSettings> },
): Promise<{ settings: OperatingSettings; changed: Partial<Record<SettingKey, SettingChange>> }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SETTINGS_LOCK_KEY})`);
  const before = await getSettings(tx, config);
  const after: OperatingSettings = {
    ...before,
    ...input.changes,
    tariffs: { ...before.tariffs, ...input.changes.tariffs },
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
