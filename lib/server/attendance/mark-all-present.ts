import 'server-only';
import { rowsOf } from '../db/rows';
import { sql } from 'drizzle-orm';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { classOfDay } from './class-of-day';
import type { MarkAllPresentInput } from '@/lib/schemas/attendance';

/**
 * POST /Attendance/mark-all-present: every child of the class studying and not yet marked that day becomes
 * present, in one statement. Children already marked (by anyone) and those with an approved absence are left alone.
 */
export function markAllPresent(ctx: RequestContext, input: MarkAllPresentInput) {
  return inTenant(ctx, async (tx) => {
    const cls = await classOfDay(tx, ctx, input.class_id);
    const result = await rowsOf<{ marked: number; expected: number }>(
      tx,
      sql`
      with candidates as (
        select s.tenant_id, s.id from students s
        where s.tenant_id = ${ctx.tenantId} and s.class_id = ${cls.id} and s.status = 'studying'
      ), inserted as (
        insert into attendance_records (tenant_id, student_id, class_id, day, status, check_in_by, updated_by)
        select c.tenant_id, c.id, ${cls.id}, ${input.date}, 'present', ${ctx.userId}, ${ctx.userId}
        from candidates c
        where not exists (
          select 1 from absences x where x.tenant_id = c.tenant_id and x.student_id = c.id and x.status = 'approved'
            and ${input.date} between x.from_date and x.to_date)
        on conflict (tenant_id, student_id, day) do nothing
        returning 1
      )
      select (select count(*) from inserted)::int as marked, (select count(*) from candidates)::int as expected`,
    );
    const { marked, expected } = result[0];
    return {
      message: 'attendance.markedAll',
      params: { marked, skipped: expected - marked },
      data: { marked, skipped: expected - marked },
    };
  });
}
