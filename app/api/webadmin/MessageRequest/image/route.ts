import { fileEndpoint } from '@/lib/server/files/file-endpoint';
import { readMessageImage } from '@/lib/server/message/message-image';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/MessageRequest/image?id= – the picture a parent attached to a message
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/MessageRequest/image',
  summary: 'The picture of a parent’s message the caller may read (404 otherwise, or when there is none).',
  tag: 'MessageRequest',
  access: 'tenant',
  right: { menu: 'message-request', action: 'read' },
  query: idQuery,
  errors: [404, 409],
  produces: ['image/jpeg'],
  handler: (ctx, { query }) => readMessageImage(ctx, query.id),
});
