import { endpoint } from '@/lib/server/http/endpoint';
import { getStudentMonth } from '@/lib/server/attendance/get-student-month';
import { studentMonthQuery, studentMonthSummary } from '@/lib/schemas/attendance';

// GET /api/webadmin/Attendance/get-student-month
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Attendance/get-student-month',
  summary: "A child's month: each day's mark and times, days present, excused, unexcused, late arrivals and pick-ups.",
  tag: 'Attendance',
  access: 'tenant',
  right: { menu: 'attendance', action: 'read' },
  query: studentMonthQuery,
  shape: 'data',
  output: studentMonthSummary,
  errors: [404],
  handler: (ctx, { query }) => getStudentMonth(ctx, query),
});
