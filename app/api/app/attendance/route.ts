import { endpoint } from '@/lib/server/http/endpoint';
import { appAttendanceMonth } from '@/lib/server/absence/app-attendance';
import { studentMonthQuery, studentMonthSummary } from '@/lib/schemas/attendance';

// GET /api/app/attendance?student_id=&month=yyyy-MM – one of the parent's children's month
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/attendance',
  summary: 'A month of one of the parent’s own children (another family’s child is 404): each day’s mark and times, totals present / excused / unexcused, late arrivals and pick-ups.',
  tag: 'App',
  access: 'parent',
  query: studentMonthQuery,
  shape: 'data',
  output: studentMonthSummary,
  errors: [403, 404],
  handler: (ctx, { query }) => appAttendanceMonth(ctx, query),
});
