import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { studentClassHistory, students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { assertClassReachable, studentScope } from './scope';
import type { MoveClassInput } from '@/lib/schemas/student';

/** POST /Student/move-class: children to another class, each move kept in the history; all or nothing. */
export async function moveStudents(ctx: RequestContext, input: MoveClassInput) {
  const ids = [...new Set(input.ids)];
  return schoolTransaction(ctx, async (tx) => {
    await assertClassReachable(tx, ctx, input.class_id);
    const rows = await tx
      .select({ id: students.id, classId: students.classId })
      .from(students)
      .where(and(eq(students.tenantId, ctx.tenantId), inArray(students.id, ids), studentScope(ctx)))
      .for('update');
    if (rows.length !== ids.length) throw notFound();
    const moving = rows.filter((r) => r.classId !== input.class_id);
    if (!moving.length) return { message: 'common.success' };
    await tx
      .update(students)
      .set({ classId: input.class_id, updatedAt: sql`now()` })
      .where(
        and(
          eq(students.tenantId, ctx.tenantId),
          inArray(
            students.id,
            moving.map((r) => r.id),
          ),
        ),
      );
    await tx.insert(studentClassHistory).values(
      moving.map((r) => ({
        tenantId: ctx.tenantId,
        studentId: r.id,
        fromClassId: r.classId,
        toClassId: input.class_id,
        movedBy: ctx.userId,
        reason: input.reason,
      })),
    );
    return { message: 'common.success' };
  });
}
