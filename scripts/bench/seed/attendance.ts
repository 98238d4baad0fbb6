import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../lib/server/db/client';
import { students } from '../../../lib/server/db/schema';
import { addDays, isoWeekday, schoolToday } from '../../../lib/school-time';
import type { BenchSchool } from './school';

/** School days of attendance written for every child: about one school year. */
export const ATTENDANCE_DAYS = 200;
/** The class whose day the bench loads holds this many children (issue 5: a class's day of 35). */
export const DAY_CLASS_SIZE = 35;

/**
 * A school year of attendance: the last ATTENDANCE_DAYS school days (Mon–Fri) before today for every child, about
 * 400,000 rows, written by the database itself (one INSERT … SELECT per block of days); today is left unmarked for
 * "mark all present". First the bench's day class is filled up to 35 children from the next class.
 */
export async function seedAttendance(tx: Tx, school: BenchSchool) {
  const dayClass = school.classIds[0];
  const donor = school.classIds[1];
  const moving = (school.childrenByClass.get(donor) ?? []).slice(
    0,
    DAY_CLASS_SIZE - (school.childrenByClass.get(dayClass)?.length ?? 0),
  );
  if (moving.length) {
    await tx.update(students).set({ classId: dayClass }).where(inArray(students.id, moving));
    school.childrenByClass.set(dayClass, [...(school.childrenByClass.get(dayClass) ?? []), ...moving]);
    school.childrenByClass.set(
      donor,
      (school.childrenByClass.get(donor) ?? []).filter((id) => !moving.includes(id)),
    );
  }
  const today = schoolToday();
  const days: string[] = [];
  for (let d = addDays(today, -1); days.length < ATTENDANCE_DAYS; d = addDays(d, -1))
    if (isoWeekday(d) <= 5) days.push(d);
  days.reverse();
  // Seeded history is not anybody's change: the audit trigger stays out of these rows.
  await tx.execute(sql`set local session_replication_role = replica`);
  for (let i = 0; i < days.length; i += 20) {
    const block = days.slice(i, i + 20);
    await tx.execute(sql`
      insert into attendance_records (tenant_id, student_id, class_id, day, status, check_in_at, brought_by, check_in_by,
        check_out_at, picked_up_by_name, check_out_by, updated_by)
      select s.tenant_id, s.id, s.class_id, d.day,
        case when h < 0.03 then 'unexcused' when h < 0.06 then 'excused' else 'present' end,
        case when h >= 0.06 then (d.day + time '00:05' + (h * interval '100 minutes')) at time zone 'UTC' end,
        case when h >= 0.06 then 'Mẹ' end,
        case when h >= 0.06 then ${school.principal.id}::uuid end,
        case when h >= 0.06 then (d.day + time '09:20' + (h * interval '90 minutes')) at time zone 'UTC' end,
        case when h >= 0.06 then 'Bố' end,
        case when h >= 0.06 then ${school.principal.id}::uuid end,
        ${school.principal.id}::uuid
      from students s
      cross join unnest(${`{${block.join(',')}}`}::date[]) as d(day)
      cross join lateral (select ((hashtext(s.id::text || d.day::text) & 1023) / 1024.0) as h) x
      where s.tenant_id = ${school.tenantId} and s.class_id is not null`);
  }
  await tx.execute(sql`set local session_replication_role = origin`);
  const counted = (await tx.execute(
    sql`select count(*)::int as n from attendance_records where tenant_id = ${school.tenantId}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  school.counts.attendance_rows = counted.rows[0].n;
  school.counts.day_class_children = school.childrenByClass.get(dayClass)?.length ?? 0;
  // The day loaded is the last school day; the month sheet is the last full month.
  Object.assign(school, {
    dayClassId: dayClass,
    lastSchoolDay: days[days.length - 1],
    sheetMonth: addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7),
  });
}
