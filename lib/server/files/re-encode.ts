import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../http/errors';
import { IMAGE_MAX_PIXELS, type ImageEncoding } from './file-use';

export type EncodedImage = { full: Buffer; thumb?: Buffer; width: number; height: number };

/** The image formats an upload is written again as. */
export type EncodedFormat = 'jpeg' | 'png' | 'webp';

/**
 * An image decoded and written again as `format` (JPEG unless the use keeps the type it came as): turned upright by
 * its EXIF orientation, shrunk to fit `side`, and with no metadata at all (a phone photo's EXIF — its GPS position,
 * the camera, the time — XMP and ICC comments stay behind, because sharp writes none unless asked). `unreadable` is
 * the answer for bytes that looked like an image but are not one. A thumbnail is always a JPEG.
 */
export async function reEncode(
  bytes: Uint8Array,
  encoding: ImageEncoding,
  unreadable: () => AppError,
  format: EncodedFormat = 'jpeg',
): Promise<EncodedImage> {
  const input = Buffer.from(bytes);
  const maxPixels = encoding.maxPixels ?? IMAGE_MAX_PIXELS;
  await checkPixels(input, maxPixels, encoding.pixelError ?? 'errors.image_too_many_pixels', unreadable);
  const image = (side: number, quality: number, as: EncodedFormat) => {
    let pipeline = sharp(input, { limitInputPixels: maxPixels, ...encoding.decode }).rotate();
    if (encoding.background && as === 'jpeg') pipeline = pipeline.flatten({ background: encoding.background });
    pipeline = pipeline.resize(side, side, { fit: 'inside', withoutEnlargement: true });
    const written =
      as === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : as === 'webp'
          ? pipeline.webp({ quality })
          : pipeline.jpeg({ quality, mozjpeg: encoding.mozjpeg });
    return written.toBuffer({ resolveWithObject: true });
  };
  try {
    const full = await image(encoding.side, encoding.quality, format);
    const thumb = encoding.thumb && (await image(encoding.thumb.side, encoding.thumb.quality, 'jpeg')).data;
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    throw unreadable();
  }
}

/** The header only: no pixel is decoded, so an image over the limit is refused (422) before it costs anything. */
async function checkPixels(input: Buffer, maxPixels: number, pixelError: string, unreadable: () => AppError) {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > maxPixels) throw new AppError(422, pixelError, { max: Math.round(maxPixels / 1_000_000) });
}
