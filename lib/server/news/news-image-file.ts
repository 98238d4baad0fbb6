import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../http/errors';
import { sniffImage } from '../files/image-type';
import { readUpload } from '../files/read-upload';
import { uploadDir } from '../files/upload-dir';
import { NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_MAX_PIXELS, NEWS_IMAGE_SIDE, NEWS_THUMB_SIDE } from '@/lib/news-values';

/** Stored names: <image id>.jpg and its thumbnail <image id>-t.jpg; nothing else in the folder is ever served. */
export const NEWS_IMAGE_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-t)?\.jpg$/;

/** DATA_DIR/uploads/news: outside public/, served only by the image routes after their checks. */
export const newsImageDir = () => uploadDir('news');

export type ProcessedImage = { full: Buffer; thumb: Buffer; width: number; height: number };

const unreadable = () => new AppError(415, 'errors.news_image_type', undefined, { file: 'errors.news_image_type' });

/**
 * The `file` field of the request made safe to hand to families: a PNG, JPEG or WebP by content (415), at most
 * NEWS_IMAGE_MAX_BYTES (413), at most NEWS_IMAGE_MAX_PIXELS by its header before any pixel is decoded (a
 * decompression bomb is a few kilobytes on disk: 422). It is turned upright, shrunk to NEWS_IMAGE_SIDE and
 * re-encoded as JPEG with a thumbnail. Re-encoding writes no metadata: a phone photo's EXIF (its GPS position,
 * the camera, the time), XMP and ICC comments stay behind.
 */
export async function readNewsImage(request: Request): Promise<ProcessedImage> {
  const { bytes } = await readUpload(request, NEWS_IMAGE_MAX_BYTES);
  if (!sniffImage(bytes)) throw unreadable();
  const input = Buffer.from(bytes);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // The header only: no pixel is decoded here, so the limit is checked by hand just below.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > NEWS_IMAGE_MAX_PIXELS)
    throw new AppError(422, 'errors.news_image_too_many_pixels', {
      max: Math.round(NEWS_IMAGE_MAX_PIXELS / 1_000_000),
    });
  const base = () =>
    sharp(input, { limitInputPixels: NEWS_IMAGE_MAX_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .flatten({ background: '#ffffff' });
  try {
    const full = await base()
      .resize(NEWS_IMAGE_SIDE, NEWS_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base()
      .resize(NEWS_THUMB_SIDE, NEWS_THUMB_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    throw unreadable();
  }
}

/** Writes both files of a new image; answers a function that removes them again. */
export async function writeNewsImage(id: string, image: ProcessedImage) {
  const dir = await newsImageDir();
  const files = [path.join(dir, `${id}.jpg`), path.join(dir, `${id}-t.jpg`)];
  await fs.writeFile(files[0], image.full, { flag: 'wx' });
  await fs.writeFile(files[1], image.thumb, { flag: 'wx' });
  return () => removeNewsImageFiles([id]);
}

/** Removes the files of images no row points at any more (after the change that dropped them was committed). */
export async function removeNewsImageFiles(ids: string[]) {
  const dir = await newsImageDir();
  await Promise.all(
    ids.flatMap((id) => [`${id}.jpg`, `${id}-t.jpg`]).map((f) => fs.rm(path.join(dir, f), { force: true })),
  );
}
