import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { sendDay } from '@/lib/server/contact-book/send-day';
import { sendSchema } from '@/lib/schemas/contact-book';

// POST /api/webadmin/ContactBook/send
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/ContactBook/send',
  summary:
    "Sends a class's books of a day {class_id, date} to the parents of every child marked present (notified); a day sent already is 409, a day with nobody present 422. Later changes are corrections, marked edited.",
  tag: 'ContactBook',
  access: 'tenant',
  right: { menu: 'contact-book', action: 'update' },
  body: sendSchema,
  schoolDays: ({ body }) => ({ date: body.date }),
  shape: 'mutation',
  output: z.object({ sent_at: z.string(), children: z.number().int() }),
  errors: [404, 409, 422],
  handler: (ctx, { body }) => sendDay(ctx, body),
});
