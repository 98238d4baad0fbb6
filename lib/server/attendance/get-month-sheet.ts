import 'server-only';
import { sql } from 'drizzle-orm';
import { readInTenant } from '../db/tenant-read';
import type { RequestContext } from '../http/context';
import { classFromJson, classJson } from './class-of-day';
import { assertClassInScope } from '../class/scope';
import { isLatePickup, type AttendanceStatus } from '@/lib/attendance-values';
import type { AttendanceMonthQuery, MonthSheet, MonthSheetRow } from '@/lib/schemas/attendance';
import { daysOfMonth, isoWeekday } from '@/lib/school-time';
import { schoolTimeSql } from './school-time-sql';

/** Day of the month (1–31), status, check-out time (HH:mm) in Vietnam. */
type Mark = [number, AttendanceStatus, string | null];
type ChildRow = [student_id: string, code: string, full_name: string, marks: Mark[] | null];

/**
 * GET /Attendance/get-month: a class's month, children × days, with totals per child and per day. One statement:
 * the class (404 when it is not the school's), the children studying in it now and any child marked in it that
 * month, each with their marks, as two JSON values. The children are read by their key from one array of
 * candidates (a join with the candidates was planned as a scan of the whole school's children).
 */
export async function getMonthSheet(ctx: RequestContext, q: AttendanceMonthQuery): Promise<MonthSheet> {
  assertClassInScope(ctx, q.class_id);
  const days = daysOfMonth(q.month);
  const first = days[0];
  const last = days[days.length - 1];
  const [found] = await readInTenant<{ cls: Parameters<typeof classFromJson>[0]; rows: ChildRow[] }>(
    ctx,
    sql`
    with recs as (
      select r.student_id, extract(day from r.day)::int as d, r.status, ${schoolTimeSql(sql`r.check_out_at`)} as out_time
      from attendance_records r
      where r.tenant_id = ${ctx.tenantId} and r.class_id = ${q.class_id} and r.day between ${first} and ${last}
    ), marks as (
      select student_id, json_agg(json_build_array(d, status, out_time)) as m from recs group by student_id
    )
    select ${classJson(ctx, q.class_id)} as cls,
      (select coalesce(json_agg(json_build_array(x.id, x.code, x.full_name, x.m) order by x.fold collate "C", x.code), '[]'::json)
       from (
         select s.id, s.code, s.full_name, s.name_key as fold, mk.m
         from students s left join marks mk on mk.student_id = s.id
         where s.tenant_id = ${ctx.tenantId} and s.id = any(array(
           select c.id from students c
           where c.tenant_id = ${ctx.tenantId} and c.class_id = ${q.class_id} and c.status = 'studying'
           union
           select student_id from marks
         ))
       ) x) as rows`,
  );
  const cls = classFromJson(found?.cls);
  const result = found.rows ?? [];
  const presentPerDay = days.map(() => 0);
  const rows: MonthSheetRow[] = result.map(([studentId, code, fullName, childMarks]) => {
    const marks: (AttendanceStatus | null)[] = days.map(() => null);
    let latePickups = 0;
    for (const [dayOfMonth, status, checkOut] of childMarks ?? []) {
      const i = dayOfMonth - 1;
      marks[i] = status;
      if (status === 'present') presentPerDay[i]++;
      if (checkOut && isLatePickup(checkOut, cls.settings)) latePickups++;
    }
    return {
      student_id: studentId,
      code,
      full_name: fullName,
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
    days: days.map((date) => {
      const weekday = isoWeekday(date);
      return { date, weekday, is_work_day: cls.settings.workDays.includes(weekday) };
    }),
    rows,
    present_per_day: presentPerDay,
    totals: {
      present: sum((r) => r.present),
      excused: sum((r) => r.excused),
      unexcused: sum((r) => r.unexcused),
      late_pickups: sum((r) => r.late_pickups),
    },
  };
}
