import 'server-only';
import { studentClassHistory, students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { forbidden } from '../http/errors';
import { assertClassReachable } from './scope';
import { assertStudentCodeFree } from './student-code';
import { setContacts } from './student-contacts';
import { assertProvinceKnown } from './student-province';
import { studentValues } from './student-values';
import type { StudentInput } from '@/lib/schemas/student';

/** POST /Student/create: a child with guardians and pick-up people, in one transaction. */
export async function createStudent(ctx: RequestContext, input: StudentInput) {
  // A teacher may only place children in their own classes: a child without a class would be out of reach.
  if (ctx.scope === 'class' && !input.class_id) throw forbidden();
  return schoolTransaction(ctx, async (tx) => {
    if (input.class_id) await assertClassReachable(tx, ctx, input.class_id);
    await assertStudentCodeFree(tx, ctx.tenantId, input.code);
    await assertProvinceKnown(tx, input.province_id);
    const [created] = await tx
      .insert(students)
      .values({ tenantId: ctx.tenantId, ...studentValues(input), status: 'studying' })
      .returning({ id: students.id });
    await setContacts(tx, ctx.tenantId, created.id, input);
    if (input.class_id) {
      await tx.insert(studentClassHistory).values({
        tenantId: ctx.tenantId,
        studentId: created.id,
        fromClassId: null,
        toClassId: input.class_id,
        movedBy: ctx.userId,
      });
    }
    return { id: created.id, message: 'common.success' };
  });
}
