import { endpoint } from '@/lib/server/http/endpoint';
import { markMessageRead } from '@/lib/server/message/answer-message';
import { messageIdBody } from '@/lib/schemas/message';

// PUT /api/webadmin/MessageRequest/mark-read – staff have read a parent's message
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/MessageRequest/mark-read',
  summary: 'Marks a parent’s message read (it leaves the menu badge); 404 outside the caller’s reach, 409 when withdrawn.',
  tag: 'MessageRequest',
  access: 'tenant',
  right: { menu: 'message-request', action: 'update' },
  body: messageIdBody,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => markMessageRead(ctx, body.id),
});
