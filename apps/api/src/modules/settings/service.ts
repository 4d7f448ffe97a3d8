// Operator settings (commission rate, low-balance threshold, tariffs, request timeout). Stored in the
// `settings` table so a change takes effect on every instance without a restart; the environment gives
// the defaults.
import { nairaToKobo } from '@waka/shared';
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
