import { endpoint } from '@/lib/server/http/endpoint';
import { replyAppMessage } from '@/lib/server/message/app-messages';
import { appMessageReplySchema } from '@/lib/schemas/message';

// POST /api/app/messages/reply – the family answers in the thread of one of their messages
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/messages/reply',
  summary:
    'The family answers in the thread of one of their messages {id, content} once staff have read it (an unread or withdrawn message is 409; another family’s or school’s 404; empty content 400). The message stays read and waits for staff again.',
  tag: 'App',
  access: 'parent',
  body: appMessageReplySchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => replyAppMessage(ctx, body),
});
