import 'server-only';
import { IMAGE_TYPES } from '../files/file-type';
import { fileUse, PRIVATE_NO_STORE } from '../files/file-use';
import { MAX_ABSENCE_ATTACHMENT_BYTES } from '@/lib/attendance-values';

/**
 * A doctor's note or the like on a leave request: an image (PNG, JPEG, WebP) or a PDF by content, at most
 * MAX_ABSENCE_ATTACHMENT_BYTES, kept as sent as DATA_DIR/uploads/absences/<absence id>-<32 random hex>.<ext>, and
 * served as a download under the sender's name with the extension its content has.
 */
export const ABSENCE_ATTACHMENT = fileUse({
  folder: 'absences',
  accepts: [...IMAGE_TYPES, 'application/pdf'],
  maxBytes: MAX_ABSENCE_ATTACHMENT_BYTES,
  typeError: 'errors.absence_file_type',
  // A photo of a doctor's note is written again in its type (no GPS, camera or time); a PDF is kept as sent.
  encode: { keepType: true, side: 2400, quality: 85 },
  names: /^[0-9a-f-]{36}-[0-9a-f]{32}\.(png|jpg|webp|pdf)$/,
  cache: PRIVATE_NO_STORE,
  csp: "default-src 'none'; sandbox",
  download: 'attachment',
  staff: { menu: 'absence', upload: 'create' },
});
