import { endpoint } from '@/lib/server/http/endpoint';
import { updateStudent } from '@/lib/server/student/update-student';
import { studentSchema } from '@/lib/schemas/student';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/Student/update/{id} – a child, guardians and pick-up people replaced
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Student/update/{id}',
  summary: "Updates a child; guardians and pick-up people are replaced in the same transaction.",
  tag: 'Student',
  access: 'tenant',
  right: { menu: 'student', action: 'update' },
  params: idParams,
  body: studentSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { params, body }) => updateStudent(ctx, params.id, body),
});
