// Every uploaded image is decoded and written again by sharp (libvips), so only pixels survive: a polyglot
// (an image that is also HTML, a script or an archive) loses its payload, and EXIF (GPS position, camera) is
// dropped. Phone photos are also brought down to a sensible size. See docs/decisions/104.
import sharp from 'sharp';
import { AppError } from '../../lib/errors';

/** Longest side kept: plenty to read a licence or recognise a face, far less than a phone's 12 MP. */
export const MAX_IMAGE_SIDE = 2048;
/** Decoding bombs (a small file claiming a huge canvas) are refused before any pixel is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export async function reencodeImage(buffer: Buffer, mime: ImageMime): Promise<Buffer> {
  try {
    const image = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    switch (mime) {
      case 'image/jpeg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'image/png':
        return await image.png().toBuffer();
      case 'image/webp':
        return await image.webp({ quality: 85 }).toBuffer();
      case 'image/gif':
        return await image.gif().toBuffer();
    }
  } catch {
    throw new AppError(
      'unsupported_media_type',
      'We could not read that image. Please upload a photo in JPEG, PNG, WebP or GIF.',
    );
  }
}
