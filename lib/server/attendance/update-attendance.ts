import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { classOfDay } from './class-of-day';
import { currentRow, writeDay } from './write-day';
import type { AttendanceUpdateInput } from '@/lib/schemas/attendance';

/** PUT /Attendance/update: one child's day as edited in the roll call table. */
export function updateAttendance(ctx: RequestContext, input: AttendanceUpdateInput) {
  return schoolTransaction(ctx, async (tx) => {
    const cls = await classOfDay(tx, ctx, input.class_id);
    const current = await currentRow(tx, ctx, cls, input.student_id, input.date);
    const row = await writeDay(tx, ctx, cls, current, input.date, input.version, input, input.confirm_excused);
    return { id: row.student_id, message: 'attendance.saved', data: row };
  });
}
