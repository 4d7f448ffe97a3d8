// The operator's logo (docs/decisions/180): uploaded through the console, re-encoded so only pixels survive,
// stored as a 512×512 PNG named by its content, and changed like every other setting (audited).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BRAND_LOGO_TYPES, type Brand } from '@waka/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { applyAuditedSettings } from '../admin/settings-service';
import { type ImageMime, reencodeImage } from '../profile/reencode-image';
import { getSettings } from '../settings/service';
import { brandLogosDir, getBrand } from './brand';

export const BRAND_LOGO_SIDE = 512;

/** Only pixels survive (reencodeImage), centred on a transparent square: one file fits header and icons. */
async function logoIcon(buffer: Buffer): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !(BRAND_LOGO_TYPES as readonly string[]).includes(detected.mime)) {
    throw new AppError(
      'unsupported_media_type',
      'The logo must be a PNG, JPEG or WebP image. SVG is not accepted (it can carry script): export it as PNG first.',
    );
  }
  const pixels = await reencodeImage(buffer, detected.mime as ImageMime);
  return sharp(pixels)
    .resize(BRAND_LOGO_SIDE, BRAND_LOGO_SIDE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/**
 * Make `logo` (a stored file name, or null for Waka's icon) the brand's logo, audited like every settings
 * change. The file it replaces is removed once the change has committed.
 */
async function replaceLogo(db: Db, config: Config, input: { actorId: string; logo: string | null }) {
  let replaced: string | null = null;
  await db.transaction(async (tx) => {
    replaced = (await getSettings(tx, config)).brand.logo;
    await applyAuditedSettings(tx, config, {
      actorId: input.actorId,
      changes: { brand: { logo: input.logo } },
    });
  });
  if (replaced && replaced !== input.logo)
    await rm(path.join(brandLogosDir(config), replaced), { force: true });
}

export async function setBrandLogo(
  db: Db,
  config: Config,
  input: { actorId: string; buffer: Buffer },
): Promise<Brand> {
  const icon = await logoIcon(input.buffer);
  const name = `${createHash('sha256').update(icon).digest('hex').slice(0, 24)}.png`;
  const dir = brandLogosDir(config);
  const file = path.join(dir, name);
  await mkdir(dir, { recursive: true });
  const isNewFile = !existsSync(file);
  if (isNewFile) await writeFile(file, icon, { mode: 0o644 });
  try {
    await replaceLogo(db, config, { actorId: input.actorId, logo: name });
  } catch (error) {
    if (isNewFile) await rm(file, { force: true });
    throw error;
  }
  return getBrand(db, config);
}

export async function removeBrandLogo(db: Db, config: Config, input: { actorId: string }): Promise<Brand> {
  await replaceLogo(db, config, { actorId: input.actorId, logo: null });
  return getBrand(db, config);
}
