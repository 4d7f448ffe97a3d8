// Photos are made smaller in the browser before upload: a phone camera's 3–12 MB picture becomes a JPEG whose
// long side is at most 1600 px (a few hundred kB), so it fits the server's upload limit and costs the person
// little data. Anything the browser cannot decode is sent as chosen and judged by the server.
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-client';

export const MAX_IMAGE_SIDE_PX = 1600;
const JPEG_QUALITY = 0.85;
/** Already small enough in bytes and pixels: sent untouched. */
const SMALL_BYTES = 400 * 1024;

export async function resizeImage(file: File, maxSide = MAX_IMAGE_SIDE_PX): Promise<File> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= SMALL_BYTES) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.fillStyle = '#fff'; // transparent areas of a PNG become white, not black, in the JPEG
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob || blob.size >= file.size) return file;
  const name = `${file.name.replace(/\.[^.]+$/, '') || 'photo'}.jpg`;
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** The refusal a person reads, in the language on screen, when a photo is still over the limit: it names the limit. */
export function tooLargeMessage(limitBytes: number | null): string {
  return limitBytes
    ? i18n.t('common.photoTooLarge', { limit: megabytes(limitBytes) })
    : i18n.t('common.photoTooLargeNoLimit');
}

/** Resized, then checked against the installation's limit before anything is sent. */
export async function preparePhoto(file: File, limitBytes: number | null): Promise<File> {
  const prepared = await resizeImage(file);
  if (limitBytes && prepared.size > limitBytes) throw new ApiError(tooLargeMessage(limitBytes), 413, true);
  return prepared;
}

/** A server refusal for size (413) restated with the limit. */
export function withLimitMessage(error: unknown, limitBytes: number | null): unknown {
  return error instanceof ApiError && error.status === 413
    ? new ApiError(tooLargeMessage(limitBytes), 413, true)
    : error;
}
