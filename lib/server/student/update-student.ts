import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { studentClassHistory, students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { forbidden } from '../http/errors';
import { assertClassReachable, lockStudent } from './scope';
import { assertStudentCodeFree } from './student-code';
import { setContacts } from './student-contacts';
import { assertProvinceKnown } from './student-province';
import { studentValues } from './student-values';
import type { StudentInput } from '@/lib/schemas/student';

/** PUT /Student/update/{id}: the child's record; guardians and pick-up people replaced in the same transaction. */
export async function updateStudent(ctx: RequestContext, id: string, input: StudentInput) {
  if (ctx.scope === 'class' && !input.class_id) throw forbidden();
  return schoolTransaction(ctx, async (tx) => {
    const current = await lockStudent(tx, ctx, id);
    if (input.class_id && input.class_id !== current.classId) await assertClassReachable(tx, ctx, input.class_id);
    await assertStudentCodeFree(tx, ctx.tenantId, input.code, id);
    await assertProvinceKnown(tx, input.province_id);
    await tx
      .update(students)
      .set({ ...studentValues(input), updatedAt: sql`now()` })
      .where(and(eq(students.tenantId, ctx.tenantId), eq(students.id, id)));
    await setContacts(tx, ctx.tenantId, id, input);
    if (input.class_id && input.class_id !== current.classId) {
      await tx.insert(studentClassHistory).values({
        tenantId: ctx.tenantId,
        studentId: id,
        fromClassId: current.classId,
        toClassId: input.class_id,
        movedBy: ctx.userId,
      });
    }
    return { id, message: 'common.success' };
  });
}
