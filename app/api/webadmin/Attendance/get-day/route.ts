import { endpoint } from '@/lib/server/http/endpoint';
import { attendanceDayJson } from '@/lib/server/attendance/get-attendance-day';
import { attendanceDayQuery, attendanceDay } from '@/lib/schemas/attendance';

// GET /api/webadmin/Attendance/get-day
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Attendance/get-day',
  summary:
    "A class's roll call on a day (never a future day): every child with mark, times, who brought and picked up, approved absences, late flags, and the totals; teachers reach their own classes only.",
  tag: 'Attendance',
  access: 'tenant',
  right: { menu: 'attendance', action: 'read' },
  query: attendanceDayQuery,
  shape: 'data',
  output: attendanceDay,
  errors: [404],
  handler: (ctx, { query }) => attendanceDayJson(ctx, query),
});
