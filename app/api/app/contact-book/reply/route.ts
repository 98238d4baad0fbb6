import { endpoint } from '@/lib/server/http/endpoint';
import { replyAppBook } from '@/lib/server/contact-book/app-books';
import { replySchema } from '@/lib/schemas/contact-book';

// POST /api/app/contact-book/reply – a short note on a day's book, to the class's teachers
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/contact-book/reply',
  summary:
    "The family's short note {student_id, date, content} on a sent day's book: it reaches the class's teachers as a message in the messages' thread (the day's first note opens a message to the teacher, later ones answer in it). A day not sent or another family's child is 404.",
  tag: 'App',
  access: 'parent',
  body: replySchema,
  schoolDays: ({ body }) => ({ date: body.date }),
  shape: 'mutation',
  errors: [404],
  handler: (ctx, { body }) => replyAppBook(ctx, body),
});
