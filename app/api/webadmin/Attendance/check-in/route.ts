import { endpoint } from '@/lib/server/http/endpoint';
import { checkIn } from '@/lib/server/attendance/quick-check';
import { checkInSchema, attendanceDayRow } from '@/lib/schemas/attendance';

// POST /api/webadmin/Attendance/check-in
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Attendance/check-in',
  summary: 'Quick check-in now (today only), with who brought the child; answers the updated row.',
  tag: 'Attendance',
  access: 'tenant',
  right: { menu: 'attendance', action: 'create' },
  body: checkInSchema,
  schoolDays: ({ body }) => ({ date: body.date }),
  shape: 'mutation',
  output: attendanceDayRow,
  errors: [404, 409],
  handler: (ctx, { body }) => checkIn(ctx, body),
});
