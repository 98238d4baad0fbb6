import { attendanceToday } from '@/lib/schemas/attendance';
import { endpoint } from '@/lib/server/http/endpoint';
import { getAttendanceToday } from '@/lib/server/attendance/get-attendance-today';

// GET /api/webadmin/Attendance/get-today
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Attendance/get-today',
  summary:
    "Today's children present / expected in the caller's scope, per class of the current school year (the home page).",
  tag: 'Attendance',
  access: 'tenant',
  right: { menu: 'attendance', action: 'read' },
  shape: 'data',
  output: attendanceToday,
  errors: [404],
  handler: (ctx) => getAttendanceToday(ctx),
});
