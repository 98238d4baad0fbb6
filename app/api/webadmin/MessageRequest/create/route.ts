import { endpoint } from '@/lib/server/http/endpoint';
import { startMessage } from '@/lib/server/message/start-message';
import { staffMessageCreateSchema } from '@/lib/schemas/message';

// POST /api/webadmin/MessageRequest/create – a staff member starts a message to a child's family
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/MessageRequest/create',
  summary:
    'Starts a message to the family of a studying child of the caller’s scope (404 outside it, 422 for a child who left); the parents read it in the app’s thread and are notified; their answer makes it wait for staff.',
  tag: 'MessageRequest',
  access: 'tenant',
  right: { menu: 'message-request', action: 'update' },
  body: staffMessageCreateSchema,
  shape: 'mutation',
  errors: [404, 422],
  handler: (ctx, { body }) => startMessage(ctx, body),
});
