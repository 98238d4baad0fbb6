import { endpoint } from '@/lib/server/http/endpoint';
import { updateAttendance } from '@/lib/server/attendance/update-attendance';
import { attendanceUpdateSchema, attendanceDayRow } from '@/lib/schemas/attendance';

// PUT /api/webadmin/Attendance/update
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Attendance/update',
  summary:
    "Saves one child's day. `version` is the one the user saw (0 = no mark yet): a change by someone else in between is refused with 409 errors.attendance_changed and the current row; marking present a child with an approved absence needs confirm_excused.",
  tag: 'Attendance',
  access: 'tenant',
  right: { menu: 'attendance', action: 'update' },
  body: attendanceUpdateSchema,
  schoolDays: ({ body }) => ({ date: body.date }),
  shape: 'mutation',
  output: attendanceDayRow,
  errors: [404, 409],
  handler: (ctx, { body }) => updateAttendance(ctx, body),
});
