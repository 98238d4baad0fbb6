import { endpoint } from '@/lib/server/http/endpoint';
import { listMessages } from '@/lib/server/message/list-messages';
import { messageListQuery, messageRow } from '@/lib/schemas/message';

// GET /api/webadmin/MessageRequest/get-list – parents' messages (a teacher: those to the teacher in their classes)
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/MessageRequest/get-list',
  summary: 'Parents’ messages, filtered by class_id, student_id, status (unread, read, cancelled), recipient and category, accent-free search over the child and the text; unread first, newest first unless order_by (created_at, student_name, status).',
  tag: 'MessageRequest',
  access: 'tenant',
  right: { menu: 'message-request', action: 'read' },
  query: messageListQuery,
  shape: 'list',
  output: messageRow,
  errors: [404],
  handler: (ctx, { query }) => listMessages(ctx, query),
});
