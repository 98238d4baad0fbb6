import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { uploadDir } from '../files/upload-dir';
import { STUDENT_PHOTO_FILE, STUDENT_PHOTO_ROUTE } from '@/lib/student-options';

/** Where a stored photo lives; null for any name that is not one of ours (so nothing else can be reached). */
export async function photoPath(file: string): Promise<string | null> {
  return STUDENT_PHOTO_FILE.test(file) ? path.join(await uploadDir('student-photos'), file) : null;
}

/** The address the API answers for a stored photo. */
export const photoUrl = (file: string | null) => (file ? `${STUDENT_PHOTO_ROUTE}${file}` : null);

/** Removes a photo that no child points at any more (after the change that dropped it was committed). */
export async function removePhotoFile(file: string | null | undefined) {
  const full = file ? await photoPath(file) : null;
  if (full) await fs.rm(full, { force: true });
}
