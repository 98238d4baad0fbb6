import 'server-only';
import { rowsOf } from '../db/rows';
import { sql } from 'drizzle-orm';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { classOfDay } from './class-of-day';
import { isLatePickup, type AttendanceStatus } from '@/lib/attendance-values';
import type { AttendanceMonthQuery, MonthSheet, MonthSheetRow } from '@/lib/schemas/attendance';
import { daysOfMonth, isoWeekday, schoolTimeOf } from '@/lib/school-time';

type DbRow = {
  student_id: string;
  code: string;
  full_name: string;
  marks: [string, AttendanceStatus, string | null][];
};

/**
 * GET /Attendance/get-month: a class's month, children × days, with totals per child and per day. One query:
 * the children studying in the class now and any child marked in the class that month, each with their marks.
 */
export function getMonthSheet(ctx: RequestContext, q: AttendanceMonthQuery): Promise<MonthSheet> {
  return inTenant(ctx, async (tx) => {
    const cls = await classOfDay(tx, ctx, q.class_id);
    const days = daysOfMonth(q.month);
    const first = days[0];
    const last = days[days.length - 1];
    const result = await rowsOf<DbRow>(
      tx,
      sql`
      with recs as (
        select student_id, day, status, check_out_at from attendance_records
        where tenant_id = ${ctx.tenantId} and class_id = ${cls.id} and day between ${first} and ${last}
      )
      select s.id as student_id, s.code, s.full_name,
        coalesce(json_agg(json_build_array(r.day, r.status, r.check_out_at)) filter (where r.day is not null), '[]'::json) as marks
      from students s
      left join recs r on r.student_id = s.id
      where s.tenant_id = ${ctx.tenantId}
        and ((s.class_id = ${cls.id} and s.status = 'studying') or s.id in (select student_id from recs))
      group by s.id, s.code, s.full_name
      order by vn_fold(s.full_name), s.code`,
    );
    const index = new Map(days.map((d, i) => [d, i]));
    const presentPerDay = days.map(() => 0);
    const rows: MonthSheetRow[] = result.map((r) => {
      const marks: (AttendanceStatus | null)[] = days.map(() => null);
      let latePickups = 0;
      for (const [day, status, checkOut] of r.marks) {
        const i = index.get(String(day).slice(0, 10));
        if (i === undefined) continue;
        marks[i] = status;
        if (status === 'present') presentPerDay[i]++;
        if (checkOut && isLatePickup(schoolTimeOf(checkOut), cls.settings)) latePickups++;
      }
      return {
        student_id: r.student_id,
        code: r.code,
        full_name: r.full_name,
        days: marks,
        present: marks.filter((m) => m === 'present').length,
        excused: marks.filter((m) => m === 'excused').length,
        unexcused: marks.filter((m) => m === 'unexcused').length,
        late_pickups: latePickups,
      };
    });
    const sum = (f: (r: MonthSheetRow) => number) => rows.reduce((n, r) => n + f(r), 0);
    return {
      class_id: cls.id,
      class_name: cls.name,
      month: q.month,
      days: days.map((date) => ({
        date,
        weekday: isoWeekday(date),
        is_work_day: cls.settings.workDays.includes(isoWeekday(date)),
      })),
      rows,
      present_per_day: presentPerDay,
      totals: {
        present: sum((r) => r.present),
        excused: sum((r) => r.excused),
        unexcused: sum((r) => r.unexcused),
        late_pickups: sum((r) => r.late_pickups),
      },
    };
  });
}
