import { endpoint } from '@/lib/server/http/endpoint';
import { checkOut } from '@/lib/server/attendance/quick-check';
import { checkOutSchema, attendanceDayRow } from '@/lib/schemas/attendance';

// POST /api/webadmin/Attendance/check-out
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Attendance/check-out',
  summary:
    "Quick check-out now (today only), with who picked the child up (an allowed person's id or another person's name); answers the updated row.",
  tag: 'Attendance',
  access: 'tenant',
  right: { menu: 'attendance', action: 'update' },
  body: checkOutSchema,
  schoolDays: ({ body }) => ({ date: body.date }),
  shape: 'mutation',
  output: attendanceDayRow,
  errors: [404, 409],
  handler: (ctx, { body }) => checkOut(ctx, body),
});
