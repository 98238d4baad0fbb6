import { messageRow } from '@/lib/schemas/message';
import { endpoint } from '@/lib/server/http/endpoint';
import { getMessage } from '@/lib/server/message/list-messages';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/MessageRequest/get-detail?id= – one message with its replies
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/MessageRequest/get-detail',
  summary: 'One parent’s message the caller may read (404 otherwise), with the thread of replies.',
  tag: 'MessageRequest',
  access: 'tenant',
  right: { menu: 'message-request', action: 'read' },
  query: idQuery,
  shape: 'data',
  output: messageRow,
  errors: [404],
  handler: (ctx, { query }) => getMessage(ctx, query.id),
});
