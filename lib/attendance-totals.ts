// The roll call's counters, apart from the values: they read the day's row type, which the schemas build from the values.
import type { AttendanceDay, AttendanceDayRow } from '@/lib/schemas/attendance';

/** The counters of a roll call: expected (children listed), present, checked out, excused, unexcused, not marked. */
export function dayTotals(rows: AttendanceDayRow[]): AttendanceDay['totals'] {
  const count = (f: (r: AttendanceDayRow) => boolean) => rows.filter(f).length;
  return {
    expected: rows.length,
    present: count((r) => r.status === 'present'),
    checked_out: count((r) => r.status === 'present' && !!r.check_out_time),
    excused: count((r) => r.status === 'excused'),
    unexcused: count((r) => r.status === 'unexcused'),
    unmarked: count((r) => r.status === null),
  };
}
