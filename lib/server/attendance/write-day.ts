import 'server-only';
import { rowsOf } from '../db/rows';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { RequestContext } from '../http/context';
import { AppError, badRequest } from '../http/errors';
import { dayRows } from './get-attendance-day';
import type { ClassOfDay } from './class-of-day';
import { notifyCheckInOut } from './notify-attendance';
import type { AttendanceStatus } from '@/lib/attendance-values';
import type { AttendanceDayRow } from '@/lib/schemas/attendance';
import { schoolInstant } from '@/lib/school-time';

/** A child's day as it will be written. Times are HH:mm school time (null = none). */
export type DayPatch = {
  status: AttendanceStatus;
  check_in_time: string | null;
  brought_by: string | null;
  check_out_time: string | null;
  picked_up_by_id: string | null;
  picked_up_by_name: string | null;
  note: string | null;
};

/** The child's current row on the roll call of that class and day; a child not in the class is refused. */
export async function currentRow(tx: Tx, ctx: RequestContext, cls: ClassOfDay, studentId: string, day: string) {
  const [row] = await dayRows(tx, ctx, cls.id, day, cls.settings, studentId);
  if (!row) throw new AppError(404, 'errors.not_in_class');
  return row;
}

/** Someone else wrote this child's day since the user loaded it: say so, with what is there now. */
export function changedMeanwhile(row: AttendanceDayRow) {
  return new AppError(409, 'errors.attendance_changed', { name: row.full_name }, undefined, { row });
}

/**
 * Writes one child's day if nobody changed it since `version` (0 = no mark yet). The version check is in the
 * statement itself, so two teachers tapping the same child at once cannot both win. Today's first check-in or
 * check-out notifies the child's parents (`notifyCheckInOut`).
 */
export async function writeDay(
  tx: Tx,
  ctx: RequestContext,
  cls: ClassOfDay,
  current: AttendanceDayRow,
  day: string,
  version: number,
  patch: DayPatch,
  confirmExcused: boolean,
): Promise<AttendanceDayRow> {
  if (version !== current.version) throw changedMeanwhile(current);
  if (patch.status === 'present' && current.absence_id && current.status === 'excused' && !confirmExcused) {
    throw new AppError(409, 'errors.attendance_excused_confirm', { name: current.full_name });
  }
  if (patch.status !== 'present' && (patch.check_in_time || patch.check_out_time)) {
    throw badRequest('errors.validation', { status: 'errors.attendance_times_need_present' });
  }
  if (patch.check_in_time && patch.check_out_time && patch.check_out_time < patch.check_in_time) {
    throw badRequest('errors.validation', { check_out_time: 'errors.check_out_before_check_in' });
  }
  let pickedUpName = patch.picked_up_by_name;
  if (patch.picked_up_by_id) {
    const person = current.pickup_people.find((p) => p.id === patch.picked_up_by_id);
    if (!person) throw badRequest('errors.validation', { picked_up_by_id: 'errors.pickup_person_unknown' });
    pickedUpName = person.full_name;
  }
  const checkInChanged = patch.check_in_time !== current.check_in_time;
  const checkOutChanged = patch.check_out_time !== current.check_out_time;
  const values = {
    status: patch.status,
    checkInAt: patch.check_in_time ? schoolInstant(day, patch.check_in_time) : null,
    broughtBy: patch.status === 'present' ? patch.brought_by : null,
    checkOutAt: patch.check_out_time ? schoolInstant(day, patch.check_out_time) : null,
    pickedUpById: patch.check_out_time ? patch.picked_up_by_id : null,
    pickedUpByName: patch.check_out_time ? pickedUpName : null,
    note: patch.note,
  };
  const checkInBy = !values.checkInAt
    ? sql`null`
    : checkInChanged
      ? sql`${ctx.userId}::uuid`
      : sql`attendance_records.check_in_by`;
  const checkOutBy = !values.checkOutAt
    ? sql`null`
    : checkOutChanged
      ? sql`${ctx.userId}::uuid`
      : sql`attendance_records.check_out_by`;
  const result =
    version === 0
      ? await rowsOf<{ id: string }>(
          tx,
          sql`
          insert into attendance_records (tenant_id, student_id, class_id, day, status, check_in_at, brought_by, check_in_by,
            check_out_at, picked_up_by_id, picked_up_by_name, check_out_by, note, absence_id, updated_by)
          values (${ctx.tenantId}, ${current.student_id}, ${cls.id}, ${day}, ${values.status}, ${values.checkInAt}, ${values.broughtBy},
            ${values.checkInAt ? ctx.userId : null}, ${values.checkOutAt}, ${values.pickedUpById}, ${values.pickedUpByName},
            ${values.checkOutAt ? ctx.userId : null}, ${values.note}, ${current.absence_id}, ${ctx.userId})
          on conflict (tenant_id, student_id, day) do nothing
          returning id`,
        )
      : await rowsOf<{ id: string }>(
          tx,
          sql`
          update attendance_records set status = ${values.status}, check_in_at = ${values.checkInAt}, brought_by = ${values.broughtBy},
            check_in_by = ${checkInBy}, check_out_at = ${values.checkOutAt}, picked_up_by_id = ${values.pickedUpById},
            picked_up_by_name = ${values.pickedUpByName}, check_out_by = ${checkOutBy}, note = ${values.note},
            version = version + 1, updated_by = ${ctx.userId}, updated_at = now()
          where tenant_id = ${ctx.tenantId} and student_id = ${current.student_id} and day = ${day} and version = ${version}
          returning id`,
        );
  if (!result.length) throw changedMeanwhile(await currentRow(tx, ctx, cls, current.student_id, day));
  const written = await currentRow(tx, ctx, cls, current.student_id, day);
  await notifyCheckInOut(tx, ctx.tenantId, day, current, written);
  return written;
}
