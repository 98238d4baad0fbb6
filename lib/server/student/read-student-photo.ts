import 'server-only';
import { and, eq } from 'drizzle-orm';
import { students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import type { FileReply } from '../files/file-endpoint';
import { serveFile } from '../files/pipeline';
import { studentScope } from './scope';
import { STUDENT_PHOTO } from './student-photo-file';

/**
 * GET /Student/photo/{file}: a child's current photo, only to staff of the child's school who may see the child
 * (a teacher: their classes). Any other name, another school's photo or a replaced one is "not found".
 */
export async function readStudentPhoto(ctx: RequestContext, file: string): Promise<FileReply> {
  if (!STUDENT_PHOTO.names.test(file)) throw notFound();
  const [owner] = await schoolTransaction(ctx, (tx) =>
    tx
      .select({ id: students.id })
      .from(students)
      // The name starts with the child's id: the key finds the row, the photo column proves it is current.
      .where(
        and(
          eq(students.tenantId, ctx.tenantId),
          eq(students.id, file.slice(0, 36)),
          eq(students.photo, file),
          studentScope(ctx),
        ),
      )
      .limit(1),
  );
  if (!owner) throw notFound();
  return serveFile(STUDENT_PHOTO, file);
}
