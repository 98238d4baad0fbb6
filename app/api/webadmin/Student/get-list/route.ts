import { endpoint } from '@/lib/server/http/endpoint';
import { listStudents } from '@/lib/server/student/list-students';
import { studentListQuery, studentRow } from '@/lib/schemas/student';

// GET /api/webadmin/Student/get-list – the school's children (a teacher's classes only)
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Student/get-list',
  summary: 'Children with class and primary guardian; accent-free search over name, code and guardian phone; teachers see their classes only.',
  tag: 'Student',
  access: 'tenant',
  right: { menu: 'student', action: 'read', alsoWith: 'children' },
  query: studentListQuery,
  shape: 'list',
  output: studentRow,
  errors: [404],
  handler: (ctx, { query }) => listStudents(ctx, query),
});
