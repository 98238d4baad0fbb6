import 'server-only';
import { sql } from 'drizzle-orm';
import { readStatement } from '../db/school-statement';
import type { RequestContext } from '../http/context';
import { classFromJson, classJson } from './class-of-day';
import { assertClassInScope } from '../class/scope';
import { childrenByKey } from './children-by-key';
import type { AttendanceStatus } from '@/lib/attendance-values';
import type { AttendanceMonthQuery, MonthSheet, MonthSheetRow } from '@/lib/schemas/attendance';
import { daysOfMonth, isoWeekday } from '@/lib/school-time';
import { closingTimeSql } from './settings';

/**
 * A child's marks of the month as one text, `<day>` `<status>` [`L`] joined by commas: the day counted from the
 * first (0–30), the status's first letter, `L` when picked up after the pick-up window closed (e.g. `0p,1pL,4e`).
 * Building a JSON array per mark cost the database a third of the statement (1.5–1.7 ms against 1.0–1.2).
 */
type ChildRow = [student_id: string, code: string, full_name: string, marks: string | null];
const STATUS_OF: Record<string, AttendanceStatus> = { p: 'present', e: 'excused', u: 'unexcused' };

/**
 * GET /Attendance/get-month: a class's month, children × days, with totals per child and per day. One statement:
 * the class (404 when it is not the school's), the children studying in it now and any child marked in it that
 * month, each with their marks, as two JSON values. The children are read by their key (`childrenByKey`), kept apart
 * (`materialized`) and joined with their marks once, not each child with every mark.
 */
export async function getMonthSheet(ctx: RequestContext, q: AttendanceMonthQuery): Promise<MonthSheet> {
  assertClassInScope(ctx, q.class_id);
  const days = daysOfMonth(q.month);
  const first = days[0];
  const last = days[days.length - 1];
  const [found] = await readStatement<{ cls: Parameters<typeof classFromJson>[0]; rows: ChildRow[] }>(
    ctx,
    sql`
    with marks as (
      select r.student_id, string_agg((r.day - ${first}::date) || left(r.status, 1)
        || case when date_trunc('minute', r.check_out_at at time zone interval '07:00')::time
          > ${closingTimeSql(ctx.tenantId, 'checkOutUntil')}::time then 'L' else '' end, ',') as m
      from attendance_records r
      where r.tenant_id = ${ctx.tenantId} and r.class_id = ${q.class_id} and r.day between ${first} and ${last}
      group by r.student_id
    ), children as materialized (
      select s.id, s.code, s.full_name, s.name_key
      from ${childrenByKey(
        ctx.tenantId,
        sql`select c.id from students c
          where c.tenant_id = ${ctx.tenantId} and c.class_id = ${q.class_id} and c.status = 'studying'
          union
          select student_id from marks`,
        'x.id, x.code, x.full_name, x.name_key',
      )}
    )
    select ${classJson(ctx, q.class_id)} as cls,
      (select coalesce(json_agg(json_build_array(s.id, s.code, s.full_name, mk.m) order by s.name_key collate "C", s.code), '[]'::json)
       from children s left join marks mk on mk.student_id = s.id) as rows`,
  );
  const cls = classFromJson(found?.cls);
  const result = found.rows ?? [];
  const presentPerDay = days.map(() => 0);
  const rows: MonthSheetRow[] = result.map(([studentId, code, fullName, childMarks]) => {
    const marks: (AttendanceStatus | null)[] = days.map(() => null);
    let latePickups = 0;
    for (const mark of childMarks ? childMarks.split(',') : []) {
      const late = mark.endsWith('L');
      const i = parseInt(mark, 10);
      const status = STATUS_OF[mark[late ? mark.length - 2 : mark.length - 1]];
      marks[i] = status;
      if (status === 'present') presentPerDay[i]++;
      if (late) latePickups++;
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
