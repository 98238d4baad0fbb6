import { endpoint } from '@/lib/server/http/endpoint';
import { getClassDay } from '@/lib/server/contact-book/class-day';
import { classDay, classDayQuery } from '@/lib/schemas/contact-book';

// GET /api/webadmin/ContactBook/get-class-day?class_id=&date=
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/ContactBook/get-class-day',
  summary:
    "A class's contact book on a day (never a future day) in one call: the school's meals, the class's activity line, when it was sent, how many children the roll call has not marked, and one row per child marked present (the school's usual values under the teachers' changes, with each row's version); teachers reach their own classes only.",
  tag: 'ContactBook',
  access: 'tenant',
  right: { menu: 'contact-book', action: 'read' },
  query: classDayQuery,
  shape: 'data',
  output: classDay,
  errors: [404],
  handler: (ctx, { query }) => getClassDay(ctx, query),
});
