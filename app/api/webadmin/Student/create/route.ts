import { endpoint } from '@/lib/server/http/endpoint';
import { createStudent } from '@/lib/server/student/create-student';
import { studentSchema } from '@/lib/schemas/student';

// POST /api/webadmin/Student/create – a child with guardians and pick-up people
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Student/create',
  summary: 'Creates a child (code unique in the school, born in the past, Vietnamese guardian phones, one primary guardian).',
  tag: 'Student',
  access: 'tenant',
  right: { menu: 'student', action: 'create' },
  body: studentSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => createStudent(ctx, body),
});
