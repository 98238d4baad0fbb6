import 'server-only';
import { rowsOf } from '../db/rows';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { readStatement } from '../db/school-statement';
import type { RequestContext } from '../http/context';
import { JsonText } from '../http/json-text';
import { classFromJson, classJson } from './class-of-day';
import { assertClassInScope } from '../class/scope';
import { closingTimeSql, settingsView } from './settings';
import type { AttendanceSettings } from '@/lib/attendance-values';
import type { AttendanceDay, AttendanceDayQuery, AttendanceDayRow } from '@/lib/schemas/attendance';
import { isoWeekday, schoolToday } from '@/lib/school-time';
import { schoolTimeSql } from './school-time-sql';
import { pickupPeopleSql } from '../student/pickup-lists';
import { childrenByKey } from './children-by-key';

/** The closing times of the arrival and pick-up windows (HH:mm), as SQL values: later is late. */
type Until = { checkIn: SQL; checkOut: SQL };

/** The columns of a roll call's row, in the API's order (`AttendanceDayRow`). */
const ROW_COLUMNS = sql.raw(`d.student_id, d.code, d.full_name, d.nickname, d.gender, d.status, d.check_in_time,
  d.brought_by, d.check_in_by_name, d.check_out_time, d.picked_up_by_id, d.picked_up_by_name, d.check_out_by_name, d.note,
  d.absence_id, d.absence_reason, d.late_arrival, d.late_pickup, d.version, d.pickup_people`);

/**
 * The children of a class on a day, a row each with the API's columns (`ROW_COLUMNS`) and those they are ordered by
 * (`name_key`, then `code`): those studying in the class, and any child marked in this class that day (moved since),
 * with their mark, the approved absence covering the day, the late flags against the school's windows, and who may
 * pick them up (guardians first, their relationship in the user's language; see `pickupPeopleSql`). The candidates
 * are gathered first from the class's own indexes, and each child is then read by its key (`childrenByKey`). The
 * API's answer is written as JSON by the statement and sent as it comes (see `JsonText`): parsing it into objects and
 * writing it out again was a fifth of the server's time. Each row is written whole by `json_agg` (a building call
 * with 20 pairs per child cost the database a sixth of the statement more, and wrote a space around every colon).
 */
function dayRowsSql(
  ctx: { tenantId: string; locale: string },
  classId: string,
  day: string,
  until: Until,
  studentId?: string,
): SQL {
  const { tenantId } = ctx;
  const onlyStudent = studentId ? sql`and c.id = ${studentId}` : sql``;
  const onlyMarked = studentId ? sql`and r.student_id = ${studentId}` : sql``;
  return sql`
    select s.name_key, a.check_out_at is not null as checked_out,
      s.id as student_id, s.code, s.full_name, s.nickname, s.gender, v.status, v.check_in_time, a.brought_by,
      ui.full_name as check_in_by_name, v.check_out_time, a.picked_up_by_id, a.picked_up_by_name,
      uo.full_name as check_out_by_name, a.note, coalesce(a.absence_id, ab.id) as absence_id, ab.reason as absence_reason,
      coalesce(v.check_in_time > ${until.checkIn} collate "C", false) as late_arrival,
      coalesce(v.check_out_time > ${until.checkOut} collate "C", false) as late_pickup,
      coalesce(a.version, 0) as version, ${pickupPeopleSql(ctx.locale, tenantId)} as pickup_people
    from ${childrenByKey(
      tenantId,
      sql`select c.id from students c
        where c.tenant_id = ${tenantId} and c.class_id = ${classId} and c.status = 'studying' ${onlyStudent}
        union
        select r.student_id from attendance_records r
        where r.tenant_id = ${tenantId} and r.class_id = ${classId} and r.day = ${day} ${onlyMarked}`,
      'x.tenant_id, x.id, x.name_key, x.code, x.full_name, x.nickname, x.gender',
    )}
    left join attendance_records a on a.tenant_id = ${tenantId} and a.student_id = s.id and a.day = ${day}
    left join users ui on ui.id = a.check_in_by
    left join users uo on uo.id = a.check_out_by
    left join lateral (
      select x.id, x.reason from absences x
      where x.tenant_id = ${tenantId} and x.student_id = s.id and x.status = 'approved' and ${day} between x.from_date and x.to_date
      order by x.decided_at desc limit 1
    ) ab on true
    cross join lateral (
      select coalesce(a.status, case when ab.id is not null then 'excused' end) as status,
        ${schoolTimeSql(sql`a.check_in_at`)} as check_in_time, ${schoolTimeSql(sql`a.check_out_at`)} as check_out_time
    ) v`;
}

/** The windows' closing times known to the caller, as parameters. */
const untilOf = (s: AttendanceSettings): Until => ({
  checkIn: sql`${s.checkInUntil}`,
  checkOut: sql`${s.checkOutUntil}`,
});

/** The school's closing times read by the statement itself, with the defaults for what it has not set. */
const schoolUntil = (tenantId: string): Until => ({
  checkIn: closingTimeSql(tenantId, 'checkInUntil'),
  checkOut: closingTimeSql(tenantId, 'checkOutUntil'),
});

/** The rows of `dayRowsSql`, in the roll call's order (accent-free name, then code). */
export async function dayRows(
  tx: Tx,
  ctx: { tenantId: string; locale: string },
  classId: string,
  day: string,
  settings: AttendanceSettings,
  studentId?: string,
): Promise<AttendanceDayRow[]> {
  return rowsOf<AttendanceDayRow>(
    tx,
    sql`select ${ROW_COLUMNS} from (${dayRowsSql(ctx, classId, day, untilOf(settings), studentId)}) d
      order by d.name_key collate "C", d.code`,
  );
}

/**
 * GET /Attendance/get-day: the roll call of a class on a day (never a future day). One statement, one round trip:
 * the class (404 when it is not the school's), the totals and the rows, the last two as JSON text sent as it is.
 */
export async function attendanceDayJson(ctx: RequestContext, q: AttendanceDayQuery): Promise<JsonText<AttendanceDay>> {
  assertClassInScope(ctx, q.class_id);
  const [found] = await readStatement<{ cls: Parameters<typeof classFromJson>[0]; totals: string; rows: string }>(
    ctx,
    sql`with d as (${dayRowsSql(ctx, q.class_id, q.date, schoolUntil(ctx.tenantId))})
    select ${classJson(ctx, q.class_id)} as cls,
      (select json_build_object('expected', count(*), 'present', count(*) filter (where d.status = 'present'),
         'checked_out', count(*) filter (where d.status = 'present' and d.checked_out),
         'excused', count(*) filter (where d.status = 'excused'), 'unexcused', count(*) filter (where d.status = 'unexcused'),
         'unmarked', count(*) filter (where d.status is null)) from d)::text as totals,
      (select coalesce(json_agg(r), '[]'::json) from (
         select ${ROW_COLUMNS} from d order by d.name_key collate "C", d.code) r)::text as rows`,
  );
  const cls = classFromJson(found?.cls);
  const head: Omit<AttendanceDay, 'totals' | 'rows'> = {
    class_id: cls.id,
    class_name: cls.name,
    date: q.date,
    is_today: q.date === schoolToday(),
    is_work_day: cls.settings.workDays.includes(isoWeekday(q.date)),
    settings: settingsView(cls.settings),
  };
  return new JsonText(`${JSON.stringify(head).slice(0, -1)},"totals":${found.totals},"rows":${found.rows}}`);
}
