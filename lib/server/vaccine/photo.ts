import 'server-only';
import { IMAGE_TYPES } from '../files/file-type';
import { fileUse, PRIVATE_NO_STORE } from '../files/file-use';
import { VACCINE_PHOTO_MAX_BYTES, VACCINE_PHOTO_MAX_SIDE } from '@/lib/vaccine-values';

/**
 * The page of a child's vaccination book behind a declaration: a PNG, JPEG or WebP by content, at most
 * VACCINE_PHOTO_MAX_BYTES, kept as a JPEG that fits VACCINE_PHOTO_MAX_SIDE without its metadata (a phone's photo
 * carries where and when it was taken), as DATA_DIR/uploads/vaccines/<declaration id>-<32 random hex>.jpg.
 */
export const VACCINE_PHOTO = fileUse({
  folder: 'vaccines',
  accepts: IMAGE_TYPES,
  maxBytes: VACCINE_PHOTO_MAX_BYTES,
  typeError: 'errors.file_type',
  encode: { side: VACCINE_PHOTO_MAX_SIDE, quality: 82, mozjpeg: true, maxPixels: 50_000_000 },
  names: /^[0-9a-f-]{36}-[0-9a-f]{32}\.jpg$/,
  cache: PRIVATE_NO_STORE,
});
