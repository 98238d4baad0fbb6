import { endpoint } from '@/lib/server/http/endpoint';
import { createAppMessage } from '@/lib/server/message/app-messages';
import { messageCreated, messageCreateSchema } from '@/lib/schemas/message';

// POST /api/app/messages/create – a parent writes to the class teacher or to the school
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/messages/create',
  summary: 'A message about one of the parent’s own children (another family’s is 404): recipient teacher or school, category health, pickup, meal or other, content (400 when missing). A message to the teacher of a class with no teacher goes to the school: `data.recipient` says where it went, and the message text says why.',
  tag: 'App',
  access: 'parent',
  body: messageCreateSchema,
  shape: 'mutation',
  output: messageCreated,
  errors: [404, 409],
  handler: (ctx, { body }) => createAppMessage(ctx, body),
});
