// The operator's brand in force (docs/decisions/180), read from settings for GET /api/config, the console,
// the manifest and every e-mail. The logo is a stored file whose name follows its content, so its URL changes
// whenever the picture does and browsers may cache it for ever.
import path from 'node:path';
import type { Brand } from '@waka/shared';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { uploadsRoot } from '../profile/storage';
import { getSettings, type OperatingSettings } from '../settings/service';

export const BRAND_LOGO_URL_PREFIX = '/uploads/brand/';

export function brandLogosDir(config: Config): string {
  return path.join(uploadsRoot(config), 'public', 'brand');
}

export function brandFromSettings(current: OperatingSettings): Brand {
  const { logo, ...brand } = current.brand;
  return { ...brand, logoUrl: logo ? `${BRAND_LOGO_URL_PREFIX}${logo}` : null };
}

export async function getBrand(db: DbOrTx, config: Config): Promise<Brand> {
  return brandFromSettings(await getSettings(db, config));
}
