import 'server-only';
import { rowsOf } from '../db/rows';
import { sql } from 'drizzle-orm';
import { schoolTransaction } from '../db/school-transaction';
import { classScopeSql } from '../class/scope';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { loadSettings } from './settings';
import { isLateArrival, isLatePickup, type AttendanceStatus } from '@/lib/attendance-values';
import type { StudentMonthQuery, StudentMonthSummary } from '@/lib/schemas/attendance';
import { daysOfMonth, schoolTimeOf } from '@/lib/school-time';

type Mark = {
  day: string;
  status: AttendanceStatus;
  check_in_at: string | null;
  check_out_at: string | null;
  note: string | null;
};

/** A child's month (any class): every day's mark, days present / excused / unexcused, late arrivals and pick-ups. */
export async function studentMonth(
  tx: Parameters<Parameters<typeof schoolTransaction>[1]>[0],
  tenantId: string,
  student: { id: string; full_name: string; class_name: string | null },
  month: string,
): Promise<StudentMonthSummary> {
  const settings = await loadSettings(tx, tenantId);
  const days = daysOfMonth(month);
  const result = await rowsOf<Mark>(
    tx,
    sql`
    select day::text as day, status, check_in_at, check_out_at, note from attendance_records
    where tenant_id = ${tenantId} and student_id = ${student.id} and day between ${days[0]} and ${days[days.length - 1]}`,
  );
  const byDay = new Map(result.map((m) => [String(m.day).slice(0, 10), m]));
  const list = days.map((date) => {
    const m = byDay.get(date);
    const checkIn = schoolTimeOf(m?.check_in_at) || null;
    const checkOut = schoolTimeOf(m?.check_out_at) || null;
    return {
      date,
      status: m?.status ?? null,
      check_in_time: checkIn,
      check_out_time: checkOut,
      late_arrival: !!checkIn && isLateArrival(checkIn, settings),
      late_pickup: !!checkOut && isLatePickup(checkOut, settings),
      note: m?.note ?? null,
    };
  });
  const count = (f: (d: (typeof list)[number]) => boolean) => list.filter(f).length;
  return {
    student_id: student.id,
    full_name: student.full_name,
    class_name: student.class_name,
    month,
    present: count((d) => d.status === 'present'),
    excused: count((d) => d.status === 'excused'),
    unexcused: count((d) => d.status === 'unexcused'),
    late_arrivals: count((d) => d.late_arrival),
    late_pickups: count((d) => d.late_pickup),
    days: list,
  };
}

/** GET /Attendance/get-student-month: one child of the caller's scope. */
export function getStudentMonth(ctx: RequestContext, q: StudentMonthQuery): Promise<StudentMonthSummary> {
  return schoolTransaction(ctx, async (tx) => {
    const found = await rowsOf<{ id: string; full_name: string; class_name: string | null }>(
      tx,
      sql`
      select s.id, s.full_name, c.name as class_name from students s
      left join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
      where s.tenant_id = ${ctx.tenantId} and s.id = ${q.student_id} and ${classScopeSql(ctx, sql`s.class_id`)}`,
    );
    const student = found[0];
    if (!student) throw notFound();
    return studentMonth(tx, ctx.tenantId, student, q.month);
  });
}
