import 'server-only';
import { IMAGE_TYPES } from '../files/file-type';
import { fileUse, PRIVATE_REVALIDATE } from '../files/file-use';
import { removeFiles } from '../files/pipeline';
import { STUDENT_PHOTO_FILE, STUDENT_PHOTO_ROUTE } from '@/lib/student-options';
import { STUDENT_PHOTO_MAX_BYTES, STUDENT_PHOTO_MAX_SIDE } from '@/lib/limits';

/**
 * A child's photo: PNG, JPEG or WebP by content, at most STUDENT_PHOTO_MAX_BYTES, written again in its own type
 * (upright, at most STUDENT_PHOTO_MAX_SIDE pixels, as the form already shrinks it, and without its metadata: a
 * phone's EXIF holds where the child was) as DATA_DIR/uploads/student-photos/<student id>-<32 random hex>.<ext>. A
 * new photo gets a new name, so a copy never goes stale; it is a child's face, so only the reader's browser keeps it.
 */
export const STUDENT_PHOTO = fileUse({
  folder: 'student-photos',
  accepts: IMAGE_TYPES,
  maxBytes: STUDENT_PHOTO_MAX_BYTES,
  typeError: 'errors.file_type',
  encode: { keepType: true, side: STUDENT_PHOTO_MAX_SIDE, quality: 85 },
  names: STUDENT_PHOTO_FILE,
  cache: PRIVATE_REVALIDATE,
  staff: { menu: 'student', upload: 'update' },
});

/** The address the API answers for a stored photo. */
export const photoUrl = (file: string | null) => (file ? `${STUDENT_PHOTO_ROUTE}${file}` : null);

/** Removes a photo that no child points at any more (after the change that dropped it was committed). */
export const removePhotoFile = (file: string | null | undefined) => removeFiles(STUDENT_PHOTO, [file]);
