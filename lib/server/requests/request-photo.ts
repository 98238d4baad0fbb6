import 'server-only';
import { IMAGE_TYPES } from '../files/file-type';
import { fileUse, PRIVATE_NO_STORE } from '../files/file-use';
import { MAX_REQUEST_PHOTO_BYTES } from '@/lib/request-values';

/**
 * The rules of a photo a family adds to a medicine request or a message (each area declares its use with them): an image by content, at most 8 MB, kept as a JPEG of
 * at most 1600 pixels (enough to read a prescription on a phone) without its metadata, as
 * DATA_DIR/uploads/request-photos/<request id>-<32 random hex>.jpg.
 */
export const REQUEST_PHOTO = fileUse({
  folder: 'request-photos',
  accepts: IMAGE_TYPES,
  maxBytes: MAX_REQUEST_PHOTO_BYTES,
  typeError: 'errors.request_photo_type',
  encode: { side: 1600, quality: 82 },
  names: /^[0-9a-f-]{36}-[0-9a-f]{32}\.jpg$/,
  cache: PRIVATE_NO_STORE,
});
