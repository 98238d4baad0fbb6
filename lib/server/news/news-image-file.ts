import 'server-only';
import { IMAGE_TYPES } from '../files/file-type';
import { fileUse, PRIVATE_REVALIDATE } from '../files/file-use';
import { receiveFile, removeFiles, writeFiles } from '../files/pipeline';
import { NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_MAX_PIXELS, NEWS_IMAGE_SIDE, NEWS_THUMB_SIDE } from '@/lib/news-values';

/**
 * A post's photo, made safe to hand to families: a PNG, JPEG or WebP by content (415), at most
 * NEWS_IMAGE_MAX_BYTES (413), at most NEWS_IMAGE_MAX_PIXELS by its header before any pixel is decoded (a
 * decompression bomb is a few kilobytes on disk: 422). It is turned upright, shrunk to NEWS_IMAGE_SIDE and
 * re-encoded as JPEG without metadata, with a thumbnail. Stored as <image id>.jpg and <image id>-t.jpg; a name
 * never changes its image, so the reader's own browser may keep it.
 */
export const NEWS_IMAGE = fileUse({
  folder: 'news',
  accepts: IMAGE_TYPES,
  maxBytes: NEWS_IMAGE_MAX_BYTES,
  typeError: 'errors.news_image_type',
  encode: {
    side: NEWS_IMAGE_SIDE,
    quality: 82,
    mozjpeg: true,
    maxPixels: NEWS_IMAGE_MAX_PIXELS,
    pixelError: 'errors.news_image_too_many_pixels',
    decode: { failOn: 'error', animated: false },
    background: '#ffffff',
    thumb: { side: NEWS_THUMB_SIDE, quality: 75 },
  },
  names: /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-t)?\.jpg$/,
  cache: PRIVATE_REVALIDATE,
});

export type ProcessedImage = { full: Buffer; thumb: Buffer; width: number; height: number };

/** The `file` field of the request as a news image and its thumbnail. */
export async function readNewsImage(request: Request): Promise<ProcessedImage> {
  const image = await receiveFile(request, NEWS_IMAGE);
  return { full: Buffer.from(image.bytes), thumb: image.thumb!, width: image.width!, height: image.height! };
}

/** Writes both files of a new image; answers a function that removes them again. */
export const writeNewsImage = (id: string, image: ProcessedImage) =>
  writeFiles(NEWS_IMAGE, { [`${id}.jpg`]: image.full, [`${id}-t.jpg`]: image.thumb });

/** Removes the files of images no row points at any more (after the change that dropped them was committed). */
export const removeNewsImageFiles = (ids: string[]) =>
  removeFiles(
    NEWS_IMAGE,
    ids.flatMap((id) => [`${id}.jpg`, `${id}-t.jpg`]),
  );
