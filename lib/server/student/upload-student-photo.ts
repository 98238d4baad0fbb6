import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { receiveFile, storeFile } from '../files/pipeline';
import { lockStudent } from './scope';
import { STUDENT_PHOTO } from './student-photo-file';

/**
 * POST /Student/upload-photo/{id} (multipart, field `file`): a photo as STUDENT_PHOTO takes it. The file is
 * written first under a fresh name and removed again if the child turns out to be out of reach, so that a refused
 * or failed upload leaves neither a row nor a file behind.
 */
export async function uploadStudentPhoto(ctx: RequestContext, id: string, request: Request) {
  const photo = await receiveFile(request, STUDENT_PHOTO);
  await storeFile(STUDENT_PHOTO, id, photo, ({ file }) =>
    schoolTransaction(ctx, async (tx) => {
      const current = await lockStudent(tx, ctx, id);
      await tx
        .update(students)
        .set({ photo: file, updatedAt: sql`now()` })
        .where(and(eq(students.tenantId, ctx.tenantId), eq(students.id, id)));
      return current.photo;
    }),
  );
  return { id, message: 'common.success' };
}
