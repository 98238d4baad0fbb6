import 'server-only';
import { rowsOf } from '../db/rows';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { readInTenant } from '../db/tenant-read';
import type { RequestContext } from '../http/context';
import { classFromJson, classJson } from './class-of-day';
import { assertClassInScope } from '../class/scope';
import { settingsView } from './settings';
import { dayTotals, isLateArrival, isLatePickup, type AttendanceSettings } from '@/lib/attendance-values';
import type { AttendanceDay, AttendanceDayQuery, AttendanceDayRow, PickupOption } from '@/lib/schemas/attendance';
import { isoWeekday, schoolToday } from '@/lib/school-time';
import { schoolTimeSql } from './school-time-sql';
import { translate } from '@/lib/i18n/translate';

/** A row as the statement answers it: the flags, the version and the pick-up list are finished in `toRow`. */
type DbRow = Omit<AttendanceDayRow, 'late_arrival' | 'late_pickup' | 'version' | 'pickup_people'> & {
  version: number | null;
  /** The stored sort key the rows are ordered by (not answered). */
  name_key?: string;
  pickup_people: PickupOption[] | null;
};

/**
 * The children of a class on a day: those studying in the class, and any child marked in this class that day
 * (moved since), with their mark, the approved absence covering the day, and who may pick them up. The candidates
 * are gathered first from the class's own indexes, as one array, so that the children are then read by their key
 * (a join with the candidates was planned as a scan of the whole school's children).
 */
function dayRowsSql(tenantId: string, classId: string, day: string, studentId?: string): SQL {
  const onlyStudent = studentId ? sql`and c.id = ${studentId}` : sql``;
  const onlyMarked = studentId ? sql`and r.student_id = ${studentId}` : sql``;
  return sql`
    select s.id as student_id, s.code, s.full_name, s.name_key, s.nickname, s.gender,
      coalesce(a.status, case when ab.id is not null then 'excused' end) as status,
      ${schoolTimeSql(sql`a.check_in_at`)} as check_in_time, a.brought_by, ui.full_name as check_in_by_name,
      ${schoolTimeSql(sql`a.check_out_at`)} as check_out_time, a.picked_up_by_id, a.picked_up_by_name, uo.full_name as check_out_by_name,
      a.note, coalesce(a.absence_id, ab.id) as absence_id, ab.reason as absence_reason, a.version,
      (select coalesce(json_agg(json_build_object('id', x.id, 'full_name', x.full_name, 'relationship', x.relationship, 'phone', x.phone,
           'is_guardian', x.is_guardian) order by x.is_guardian desc, x.is_primary desc, x.name_key collate "C"), '[]'::json)
         from (
           select g.id, g.full_name, g.name_key, g.relationship, g.phone, true as is_guardian, g.is_primary from guardians g
           where g.tenant_id = s.tenant_id and g.student_id = s.id
           union all
           select p.id, p.full_name, p.name_key, p.relationship, p.phone, false, false from pickup_people p
           where p.tenant_id = s.tenant_id and p.student_id = s.id
         ) x) as pickup_people
    from students s
    left join attendance_records a on a.tenant_id = s.tenant_id and a.student_id = s.id and a.day = ${day}
    left join users ui on ui.id = a.check_in_by
    left join users uo on uo.id = a.check_out_by
    left join lateral (
      select x.id, x.reason from absences x
      where x.tenant_id = s.tenant_id and x.student_id = s.id and x.status = 'approved' and ${day} between x.from_date and x.to_date
      order by x.decided_at desc limit 1
    ) ab on true
    where s.tenant_id = ${tenantId} and s.id = any(array(
      select c.id from students c
      where c.tenant_id = ${tenantId} and c.class_id = ${classId} and c.status = 'studying' ${onlyStudent}
      union
      select r.student_id from attendance_records r
      where r.tenant_id = ${tenantId} and r.class_id = ${classId} and r.day = ${day} ${onlyMarked}
    ))`;
}

/** The rows of `dayRowsSql`, in the roll call's order (accent-free name, then code). */
export async function dayRows(
  tx: Tx,
  ctx: { tenantId: string; locale: string },
  classId: string,
  day: string,
  settings: AttendanceSettings,
  studentId?: string,
) {
  const result = await rowsOf<DbRow>(
    tx,
    sql`select d.* from (${dayRowsSql(ctx.tenantId, classId, day, studentId)}) d order by d.name_key collate "C", d.code`,
  );
  return result.map((r) => toRow(r, settings, ctx.locale));
}

/** Guardians first (their relationship in the user's language), then the other people allowed to pick the child up. */
function pickupOptions(list: PickupOption[] | null, locale: string): PickupOption[] {
  return (list ?? []).map((p) =>
    p.is_guardian ? { ...p, relationship: translate(locale, `studentAdmin.relationships.${p.relationship}`) } : p,
  );
}

function toRow(
  { version, pickup_people, name_key: _nameKey, ...r }: DbRow,
  s: AttendanceSettings,
  locale: string,
): AttendanceDayRow {
  return {
    ...r,
    late_arrival: !!r.check_in_time && isLateArrival(r.check_in_time, s),
    late_pickup: !!r.check_out_time && isLatePickup(r.check_out_time, s),
    version: Number(version ?? 0),
    pickup_people: pickupOptions(pickup_people, locale),
  };
}

/**
 * GET /Attendance/get-day: the roll call of a class on a day (never a future day). One statement, one round trip:
 * the class (404 when it is not the school's) and its rows, as two JSON values.
 */
export async function getAttendanceDay(ctx: RequestContext, q: AttendanceDayQuery): Promise<AttendanceDay> {
  assertClassInScope(ctx, q.class_id);
  const [found] = await readInTenant<{ cls: Parameters<typeof classFromJson>[0]; rows: DbRow[] | null }>(
    ctx,
    sql`select ${classJson(ctx, q.class_id)} as cls,
      (select json_agg(d order by d.name_key collate "C", d.code) from (${dayRowsSql(ctx.tenantId, q.class_id, q.date)}) d) as rows`,
  );
  const cls = classFromJson(found?.cls);
  const rows = (found.rows ?? []).map((r) => toRow(r, cls.settings, ctx.locale));
  return {
    class_id: cls.id,
    class_name: cls.name,
    date: q.date,
    is_today: q.date === schoolToday(),
    is_work_day: cls.settings.workDays.includes(isoWeekday(q.date)),
    settings: settingsView(cls.settings),
    totals: dayTotals(rows),
    rows,
  };
}
