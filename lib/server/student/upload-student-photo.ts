import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { students } from '../db/schema';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { AppError } from '../http/errors';
import { sniffImage } from '../files/image-type';
import { readUpload } from '../files/read-upload';
import { lockStudent } from './scope';
import { photoPath, removePhotoFile } from './student-photo-file';
import { STUDENT_PHOTO_MAX_BYTES } from '@/lib/limits';

/**
 * POST /Student/upload-photo/{id} (multipart, field `file`): PNG, JPEG or WebP by content, at most
 * STUDENT_PHOTO_MAX_BYTES. The file is written first under a fresh name and removed again if the child turns out
 * to be out of reach, so that a refused or failed upload leaves neither a row nor a file behind.
 */
export async function uploadStudentPhoto(ctx: RequestContext, id: string, request: Request) {
  const { bytes } = await readUpload(request, STUDENT_PHOTO_MAX_BYTES);
  const type = sniffImage(bytes);
  if (!type) throw new AppError(415, 'errors.file_type', undefined, { file: 'errors.file_type' });

  const fileName = `${id}-${crypto.randomBytes(16).toString('hex')}.${type.ext}`;
  const target = (await photoPath(fileName))!;
  await fs.writeFile(target, bytes, { flag: 'wx' });
  let previous: string | null = null;
  try {
    previous = await inTenant(ctx, async (tx) => {
      const current = await lockStudent(tx, ctx, id);
      await tx
        .update(students)
        .set({ photo: fileName, updatedAt: sql`now()` })
        .where(and(eq(students.tenantId, ctx.tenantId), eq(students.id, id)));
      return current.photo;
    });
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
  await removePhotoFile(previous);
  return { id, message: 'common.success' };
}
