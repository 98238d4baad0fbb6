import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { lockStudent } from './scope';
import type { ChangeStatusInput } from '@/lib/schemas/student';

/** PUT /Student/change-status/{id}: studying, reserved, left or graduated, from a date and with a reason. */
export async function changeStudentStatus(ctx: RequestContext, id: string, input: ChangeStatusInput) {
  return schoolTransaction(ctx, async (tx) => {
    await lockStudent(tx, ctx, id);
    await tx
      .update(students)
      .set({ status: input.status, statusDate: input.date, statusReason: input.reason, updatedAt: sql`now()` })
      .where(and(eq(students.tenantId, ctx.tenantId), eq(students.id, id)));
    return { id, message: 'common.success' };
  });
}
