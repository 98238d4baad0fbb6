import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { lockStudent } from './scope';
import { removePhotoFile } from './student-photo-file';

/** DELETE /Student/delete-photo/{id}: the child has no photo any more; the file goes once that is committed. */
export async function deleteStudentPhoto(ctx: RequestContext, id: string) {
  const previous = await schoolTransaction(ctx, async (tx) => {
    const current = await lockStudent(tx, ctx, id);
    if (current.photo) {
      await tx
        .update(students)
        .set({ photo: null, updatedAt: sql`now()` })
        .where(and(eq(students.tenantId, ctx.tenantId), eq(students.id, id)));
    }
    return current.photo;
  });
  await removePhotoFile(previous);
  return { id, message: 'common.success' };
}
