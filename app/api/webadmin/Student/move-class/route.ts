import { endpoint } from '@/lib/server/http/endpoint';
import { moveStudents } from '@/lib/server/student/move-students';
import { moveClassSchema } from '@/lib/schemas/student';

// POST /api/webadmin/Student/move-class – children to another class, with history
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Student/move-class',
  summary: 'Moves children to a class of the school in one transaction, writing a class history row for each.',
  tag: 'Student',
  access: 'tenant',
  right: { menu: 'student', action: 'update' },
  body: moveClassSchema,
  shape: 'mutation',
  errors: [404],
  handler: (ctx, { body }) => moveStudents(ctx, body),
});
