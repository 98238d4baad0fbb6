import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { studentMonth } from '@/lib/server/contact-book/student-month';
import { bookDay, studentMonthQuery } from '@/lib/schemas/contact-book';

// GET /api/webadmin/ContactBook/get-student-month?student_id=&month=
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/ContactBook/get-student-month',
  summary: "A child's sent books of a month (yyyy-MM), oldest first; another school's child, or for a teacher another class's, is 404.",
  tag: 'ContactBook',
  access: 'tenant',
  right: { menu: 'contact-book', action: 'read' },
  query: studentMonthQuery,
  shape: 'data',
  output: z.object({ student_name: z.string(), student_code: z.string(), school: z.string(), month: z.string(), days: z.array(bookDay) }),
  errors: [404],
  handler: (ctx, { query }) => studentMonth(ctx, query),
});
