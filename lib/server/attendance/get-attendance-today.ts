import 'server-only';
import { rowsOf } from '../db/rows';
import { sql } from 'drizzle-orm';
import { schoolTransaction } from '../db/school-transaction';
import { classScopeSql } from '../class/scope';
import type { RequestContext } from '../http/context';
import type { AttendanceToday } from '@/lib/schemas/attendance';
import { schoolToday } from '@/lib/school-time';

/** GET /Attendance/get-today: children present / expected today, per class of the current school year, in scope. */
export function getAttendanceToday(ctx: RequestContext): Promise<AttendanceToday> {
  const today = schoolToday();
  return schoolTransaction(ctx, async (tx) => {
    const result = await rowsOf<{ class_id: string; class_name: string; expected: number; present: number }>(
      tx,
      sql`
      select c.id as class_id, c.name as class_name,
        count(s.id)::int as expected,
        count(a.student_id) filter (where a.status = 'present')::int as present
      from classes c
      join school_years y on y.tenant_id = c.tenant_id and y.id = c.school_year_id and y.is_current
      left join students s on s.tenant_id = c.tenant_id and s.class_id = c.id and s.status = 'studying'
      left join attendance_records a on a.tenant_id = s.tenant_id and a.student_id = s.id and a.day = ${today}
      where c.tenant_id = ${ctx.tenantId} and ${classScopeSql(ctx, sql`c.id`)}
      group by c.id, c.name
      order by c.name`,
    );
    const classes = result;
    return {
      date: today,
      present: classes.reduce((n, c) => n + c.present, 0),
      expected: classes.reduce((n, c) => n + c.expected, 0),
      classes,
    };
  });
}
