import { endpoint } from '@/lib/server/http/endpoint';
import { changeStudentStatus } from '@/lib/server/student/change-student-status';
import { changeStatusSchema } from '@/lib/schemas/student';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/Student/change-status/{id} – studying, reserved, left or graduated
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Student/change-status/{id}',
  summary: 'Changes a child’s status (studying, reserved, left, graduated) from a date, with a reason.',
  tag: 'Student',
  access: 'tenant',
  right: { menu: 'student', action: 'update' },
  params: idParams,
  body: changeStatusSchema,
  schoolDays: ({ body }) => ({ date: body.date }),
  shape: 'mutation',
  errors: [404],
  handler: (ctx, { params, body }) => changeStudentStatus(ctx, params.id, body),
});
