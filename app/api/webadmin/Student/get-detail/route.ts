import { studentDetail } from '@/lib/schemas/student';
import { endpoint } from '@/lib/server/http/endpoint';
import { getStudent } from '@/lib/server/student/get-student';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/Student/get-detail?id= – one child
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Student/get-detail',
  summary: "One child with guardians, pick-up people and class history; another school's child, or another class's for a teacher, is 404.",
  tag: 'Student',
  access: 'tenant',
  right: { menu: 'student', action: 'read' },
  query: idQuery,
  shape: 'data',
  output: studentDetail,
  errors: [404],
  handler: (ctx, { query }) => getStudent(ctx, query.id),
});
