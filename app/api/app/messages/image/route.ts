import { fileEndpoint } from '@/lib/server/files/file-endpoint';
import { readAppMessageImage } from '@/lib/server/message/message-image';
import { idQuery } from '@/lib/schemas/list';

// GET /api/app/messages/image?id= – the picture of one of the family's own messages
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/app/messages/image',
  summary: 'The picture of one of the family’s own messages (404 for another family’s, or when there is none).',
  tag: 'App',
  access: 'parent',
  query: idQuery,
  errors: [404, 409],
  produces: ['image/jpeg'],
  handler: (ctx, { query }) => readAppMessageImage(ctx, query.id),
});
