import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { getAppBooks } from '@/lib/server/contact-book/app-books';
import { appBookQuery, bookDay } from '@/lib/schemas/contact-book';

// GET /api/app/contact-book?student_id=&date= (or &from=&to=) – the child's sent daily books
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/contact-book',
  summary:
    "One of the parent's own children's sent contact books (404 otherwise), a day (`date`) or a range (`from`/`to`, at most 62 days), oldest first: [{date, meals:[{meal, name, portion}], nap:{from,to}|null, toilet:[HH:mm], mood, activities, comment, photos, sent_at, edited_at}]. A day not sent yet is not listed.",
  tag: 'App',
  access: 'parent',
  query: appBookQuery,
  shape: 'data',
  output: z.array(bookDay),
  errors: [404],
  handler: (ctx, { query }) => getAppBooks(ctx, query),
});
