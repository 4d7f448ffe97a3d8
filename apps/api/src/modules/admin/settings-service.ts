// Operator settings through the console (stored in the database, taking effect
// without a restart, every change recorded with who made it and when). The API speaks naira for the
// threshold; the table keeps OperatingSettings' kobo.
import type { AdminSettings, UpdateSettingsBody } from '@waka/shared';
import { koboToNaira, nairaToKobo } from '@waka/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { brandFromSettings } from '../brand/brand';
import {
  getSettings,
  getSettingsLastChange,
  type OperatingSettings,
  type SettingsChanges,
  updateSettings,
} from '../settings/service';
import { recordAudit } from './audit';

function toAdminSettings(current: OperatingSettings): AdminSettings {
  return {
    commissionRate: current.commissionRate,
    lowBalanceThreshold: koboToNaira(current.lowBalanceThresholdKobo),
    rideRequestTimeoutS: current.rideRequestTimeoutS,
    tariffs: current.tariffs,
    ridePinMode: current.ridePinMode,
    noShowWaitS: current.noShowWaitS,
    ratingReviewBelow: current.ratingReviewBelow,
    tripLimitsKm: current.tripLimitsKm,
    brand: brandFromSettings(current),
  };
}

export async function getAdminSettings(db: DbOrTx, config: Config) {
  const [current, last] = await Promise.all([getSettings(db, config), getSettingsLastChange(db)]);
  let updatedBy = null;
  if (last?.updatedBy) {
    const [actor] = await db
      .select({ _id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, last.updatedBy));
    updatedBy = actor ?? null;
  }
  return {
    settings: toAdminSettings(current),
    updatedAt: last?.updatedAt.toISOString() ?? null,
    updatedBy,
  };
}

export async function changeSettings(
  db: Db,
  config: Config,
  input: { actorId: string; body: UpdateSettingsBody },
) {
  const { lowBalanceThreshold, tariffs, tripLimitsKm, ...rest } = input.body;
  const changes: SettingsChanges = { ...rest };
  if (lowBalanceThreshold !== undefined) changes.lowBalanceThresholdKobo = nairaToKobo(lowBalanceThreshold);
  if (tariffs) changes.tariffs = tariffs as OperatingSettings['tariffs'];
  if (tripLimitsKm) changes.tripLimitsKm = tripLimitsKm as OperatingSettings['tripLimitsKm'];
  await db.transaction((tx) => applyAuditedSettings(tx, config, { actorId: input.actorId, changes }));
  return getAdminSettings(db, config);
}

/**
 * Store settings changes and record them in the audit log (`settings.update`, from and to of each changed
 * key) in the caller's transaction; nothing is recorded when nothing really changed.
 */
export async function applyAuditedSettings(
  tx: DbOrTx,
  config: Config,
  input: { actorId: string; changes: SettingsChanges },
): Promise<OperatingSettings> {
  const result = await updateSettings(tx, config, input);
  if (Object.keys(result.changed).length > 0) {
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'settings.update',
      targetType: 'settings',
      details: { changes: result.changed },
    });
  }
  return result.settings;
}
