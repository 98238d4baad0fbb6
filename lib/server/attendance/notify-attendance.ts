import 'server-only';
import type { Tx } from '../db/client';
import { emitNotification } from '../notification/emit';
import type { AttendanceDayRow } from '@/lib/schemas/attendance';
import { schoolToday } from '@/lib/school-time';

/**
 * Today's check-in or check-out of a child, written where there was none: to the child's parents (who hear of it
 * only with their `attendance` switch on). A time corrected, or a past day's roll call filled in, notifies nobody.
 * One tag per child and day, so the check-out replaces the check-in on the phone.
 */
export async function notifyCheckInOut(tx: Tx, tenantId: string, day: string, before: AttendanceDayRow, after: AttendanceDayRow) {
  if (day !== schoolToday()) return;
  const common = {
    audience: { type: 'students' as const, studentIds: [after.student_id] },
    url: '/parent',
    tag: `attendance:${after.student_id}:${day}`,
    studentId: after.student_id,
  };
  if (after.check_in_time && !before.check_in_time)
    await emitNotification(tx, tenantId, { ...common, kind: 'checked_in', params: { child: after.full_name, time: after.check_in_time } });
  if (after.check_out_time && !before.check_out_time)
    await emitNotification(tx, tenantId, {
      ...common,
      kind: 'checked_out',
      params: { child: after.full_name, time: after.check_out_time, by: after.picked_up_by_name || 'none' },
    });
}
