import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { badRequest } from '../http/errors';
import { classOfDay } from './class-of-day';
import { currentRow, writeDay } from './write-day';
import type { CheckInInput, CheckOutInput } from '@/lib/schemas/attendance';
import { schoolTimeOf, schoolToday } from '@/lib/school-time';

/** Quick taps stamp the current time, so they only make sense today. */
function assertToday(day: string) {
  if (day !== schoolToday()) throw badRequest('errors.validation', { date: 'errors.quick_today_only' });
}

type DayFields = Parameters<typeof writeDay>[6];
type Current = Parameters<typeof writeDay>[3];
type Tap = Pick<CheckInInput, 'date' | 'class_id' | 'student_id' | 'version'>;

/** A quick tap: today's row of the child in the class, changed by `change` (which may refuse), written and answered. */
function quickTap<M extends string>(
  ctx: RequestContext,
  input: Tap,
  message: M,
  change: (current: Current) => DayFields,
  confirmExcused: boolean,
) {
  assertToday(input.date);
  return schoolTransaction(ctx, async (tx) => {
    const cls = await classOfDay(tx, ctx, input.class_id);
    const current = await currentRow(tx, ctx, cls, input.student_id, input.date);
    const row = await writeDay(tx, ctx, cls, current, input.date, input.version, change(current), confirmExcused);
    return { id: row.student_id, message, params: { name: row.full_name }, data: row };
  });
}

/** POST /Attendance/check-in: the child arrives now. */
export function checkIn(ctx: RequestContext, input: CheckInInput) {
  return quickTap(
    ctx,
    input,
    'attendance.checkedIn',
    (current) => ({
      status: 'present',
      check_in_time: schoolTimeOf(new Date()),
      brought_by: input.brought_by ?? current.brought_by,
      check_out_time: null,
      picked_up_by_id: null,
      picked_up_by_name: null,
      note: current.note,
    }),
    input.confirm_excused,
  );
}

/** POST /Attendance/check-out: the child leaves now, with the person who picked them up. */
export function checkOut(ctx: RequestContext, input: CheckOutInput) {
  return quickTap(
    ctx,
    input,
    'attendance.checkedOut',
    (current) => {
      if (current.status !== 'present')
        throw badRequest('errors.validation', { status: 'errors.check_out_not_present' });
      return {
        status: 'present',
        check_in_time: current.check_in_time,
        brought_by: current.brought_by,
        check_out_time: schoolTimeOf(new Date()),
        picked_up_by_id: input.picked_up_by_id,
        picked_up_by_name: input.picked_up_by_name,
        note: current.note,
      };
    },
    false,
  );
}
