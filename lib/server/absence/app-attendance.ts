import 'server-only';
import { and, eq } from 'drizzle-orm';
import { classes } from '../db/schema';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { studentMonth } from '../attendance/get-student-month';
import { familyChild } from './family';
import type { StudentMonthQuery, StudentMonthSummary } from '@/lib/schemas/attendance';

/** GET /api/app/attendance?student_id=&month=: one of the family's own children's month (marks, totals, late days). */
export function appAttendanceMonth(ctx: ParentContext, q: StudentMonthQuery): Promise<StudentMonthSummary> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, q.student_id);
    const [cls] = child.classId
      ? await tx
          .select({ name: classes.name })
          .from(classes)
          .where(and(eq(classes.tenantId, ctx.tenantId), eq(classes.id, child.classId)))
      : [];
    return studentMonth(
      tx,
      ctx.tenantId,
      { id: child.id, full_name: child.fullName, class_name: cls?.name ?? null },
      q.month,
    );
  });
}
