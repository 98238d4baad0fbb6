import { endpoint } from '@/lib/server/http/endpoint';
import { getMonthSheet } from '@/lib/server/attendance/get-month-sheet';
import { attendanceMonthQuery, monthSheet } from '@/lib/schemas/attendance';

// GET /api/webadmin/Attendance/get-month
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Attendance/get-month',
  summary:
    "A class's month sheet: children × days with totals per child (present, excused, unexcused, late pick-ups) and per day.",
  tag: 'Attendance',
  access: 'tenant',
  right: { menu: 'attendance', action: 'read' },
  query: attendanceMonthQuery,
  shape: 'data',
  output: monthSheet,
  errors: [404],
  handler: (ctx, { query }) => getMonthSheet(ctx, query),
});
