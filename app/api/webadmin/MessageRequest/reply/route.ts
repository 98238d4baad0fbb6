import { endpoint } from '@/lib/server/http/endpoint';
import { replyToMessage } from '@/lib/server/message/answer-message';
import { messageReplySchema } from '@/lib/schemas/message';

// POST /api/webadmin/MessageRequest/reply – answer a parent's message
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/MessageRequest/reply',
  summary: 'Adds a reply the parent reads in the app, and marks the message read; 404 outside the caller’s reach, 409 when withdrawn.',
  tag: 'MessageRequest',
  access: 'tenant',
  right: { menu: 'message-request', action: 'update' },
  body: messageReplySchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => replyToMessage(ctx, body),
});
