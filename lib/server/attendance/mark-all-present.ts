import 'server-only';
import { sql } from 'drizzle-orm';
import { schoolTransaction } from '../db/school-transaction';
import { rowsOf } from '../db/rows';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { assertClassInScope } from '../class/scope';
import type { MarkAllPresentInput } from '@/lib/schemas/attendance';

/**
 * POST /Attendance/mark-all-present: every child of the class studying and not yet marked that day becomes
 * present, in one statement. Children already marked (by anyone) and those with an approved absence are left alone.
 * The statement also answers whether the class is the school's (another school's, or none, is 404); a class that is
 * not is answered 404 before anything is written. Children already marked are left out by the insert, which then has
 * nothing to do on a second tap; `on conflict` still covers a mark made at the same moment.
 */
export async function markAllPresent(ctx: RequestContext, input: MarkAllPresentInput) {
  assertClassInScope(ctx, input.class_id);
  // Two statements in one transaction, not a data-modifying CTE: Citus refuses those.
  const { found, marked, expected } = await schoolTransaction(ctx, async (tx) => {
    const [head] = await rowsOf<{ found: boolean; expected: number }>(
      tx,
      sql`select exists (select 1 from classes k where k.tenant_id = ${ctx.tenantId} and k.id = ${input.class_id}) as found,
        (select count(*) from students s
          where s.tenant_id = ${ctx.tenantId} and s.class_id = ${input.class_id} and s.status = 'studying')::int as expected`,
    );
    if (!head.found) return { ...head, marked: 0 };
    const inserted = await rowsOf<{ one: number }>(
      tx,
      sql`insert into attendance_records (tenant_id, student_id, class_id, day, status, check_in_by, updated_by)
      select s.tenant_id, s.id, ${input.class_id}, ${input.date}, 'present', ${ctx.userId}, ${ctx.userId}
      from students s
      where s.tenant_id = ${ctx.tenantId} and s.class_id = ${input.class_id} and s.status = 'studying'
        and not exists (
          select 1 from attendance_records a where a.tenant_id = s.tenant_id and a.student_id = s.id and a.day = ${input.date})
        and not exists (
          select 1 from absences x where x.tenant_id = s.tenant_id and x.student_id = s.id and x.status = 'approved'
            and ${input.date} between x.from_date and x.to_date)
      on conflict (tenant_id, student_id, day) do nothing
      returning 1 as one`,
    );
    return { ...head, marked: inserted.length };
  });
  if (!found) throw notFound();
  return {
    message: 'attendance.markedAll',
    params: { marked, skipped: expected - marked },
    data: { marked, skipped: expected - marked },
  };
}
