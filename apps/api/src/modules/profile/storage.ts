// Uploaded files (brief: Accounts). The content decides the type (file-type reads the magic bytes), the
// server makes the name, and the file lands under DATA_DIR/uploads/{public/profile,private}.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type ImageMime, reencodeImage } from './reencode-image';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DOCUMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;
export type UploadArea = 'profile' | 'document';

export function uploadsRoot(config: Config): string {
  return path.resolve(config.DATA_DIR, 'uploads');
}
export function profilePicturesDir(config: Config): string {
  return path.join(uploadsRoot(config), 'public', 'profile');
}
function areaDir(config: Config, area: UploadArea): string {
  return area === 'profile' ? profilePicturesDir(config) : path.join(uploadsRoot(config), 'private');
}
/** uploads.stored_name is the path below DATA_DIR/uploads. */
export function storedPath(config: Config, storedName: string): string {
  return path.join(uploadsRoot(config), storedName);
}

/**
 * Run a multipart read, turning a malformed body (busboy's plain errors: no boundary, truncated form) into
 * a 400 the client can act on. @fastify/multipart's own limit errors (FST_*) keep their mapping.
 */
export async function readMultipartSafely<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (error instanceof AppError || (typeof code === 'string' && code.startsWith('FST_'))) throw error;
    throw new AppError('bad_request', 'The upload is not a valid multipart/form-data body.');
  }
}

export function fileTooLargeMessage(limitBytes: number): string {
  const mb = limitBytes / (1024 * 1024);
  return `The file is too large: the limit is ${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB. Choose a smaller photo or scan.`;
}

/**
 * Reads the whole file or refuses a request without one. A file cut off at the size limit is refused every
 * time: @fastify/multipart throws only on the first over-size file of a connection and hands later ones over
 * truncated (fastify-multipart#428), so `truncated` is checked here, after reading.
 */
export async function readUploadedFile(file: MultipartFile | undefined, limitBytes: number): Promise<Buffer> {
  if (!file) throw new AppError('bad_request', 'Choose a file to upload (form field "file").');
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', fileTooLargeMessage(limitBytes));
    }
    throw error;
  }
  if (file.file.truncated || buffer.length > limitBytes) {
    throw new AppError('payload_too_large', fileTooLargeMessage(limitBytes));
  }
  if (buffer.length === 0) throw new AppError('bad_request', 'The uploaded file is empty.');
  return buffer;
}

export async function storeUpload(
  db: DbOrTx,
  config: Config,
  input: { ownerId: string; area: UploadArea; buffer: Buffer },
): Promise<{ id: string; storedName: string; fileName: string; mimeType: string }> {
  const allowed: readonly string[] = input.area === 'profile' ? IMAGE_TYPES : DOCUMENT_TYPES;
  const detected = await fileTypeFromBuffer(input.buffer);
  if (!detected || !allowed.includes(detected.mime)) {
    throw new AppError(
      'unsupported_media_type',
      input.area === 'profile'
        ? 'Please upload an image (JPEG, PNG, WebP or GIF).'
        : 'Please upload an image (JPEG, PNG, WebP or GIF) or a PDF.',
    );
  }
  // Images are stored as re-encoded pixels only; PDFs as sent (served as downloads, decision 104).
  const content =
    detected.mime === 'application/pdf'
      ? input.buffer
      : await reencodeImage(input.buffer, detected.mime as ImageMime);
  const dir = areaDir(config, input.area);
  await mkdir(dir, { recursive: true });
  const fileName = `${randomBytes(16).toString('hex')}.${detected.ext}`;
  const storedName = path.relative(uploadsRoot(config), path.join(dir, fileName)).split(path.sep).join('/');
  await writeFile(path.join(dir, fileName), content, { flag: 'wx', mode: 0o640 });
  try {
    const [row] = await db
      .insert(uploads)
      .values({
        ownerId: input.ownerId,
        kind: input.area,
        storedName,
        mimeType: detected.mime,
        sizeBytes: content.length,
      })
      .returning({ id: uploads.id });
    return { id: row!.id, storedName, fileName, mimeType: detected.mime };
  } catch (error) {
    await rm(path.join(dir, fileName), { force: true });
    throw error;
  }
}
