import { endpoint } from '@/lib/server/http/endpoint';
import { markAllPresent } from '@/lib/server/attendance/mark-all-present';
import { markAllPresentSchema, markAllPresentAnswer } from '@/lib/schemas/attendance';

// POST /api/webadmin/Attendance/mark-all-present
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Attendance/mark-all-present',
  summary:
    'Marks every child of the class not yet marked that day present, in one statement; children already marked and those with an approved absence are left as they are.',
  tag: 'Attendance',
  access: 'tenant',
  right: { menu: 'attendance', action: 'create' },
  body: markAllPresentSchema,
  schoolDays: ({ body }) => ({ date: body.date }),
  shape: 'mutation',
  output: markAllPresentAnswer,
  errors: [404],
  handler: (ctx, { body }) => markAllPresent(ctx, body),
});
