import { fileOfRowRoute } from '@/lib/server/files/file-routes';
import { REQUEST_PHOTO } from '@/lib/server/requests/request-photo';
import { readMessageImage } from '@/lib/server/message/message-image';

// GET /api/webadmin/MessageRequest/image?id= – the picture a parent attached to a message
export const GET = fileOfRowRoute(REQUEST_PHOTO, {
  path: '/api/webadmin/MessageRequest/image',
  summary: 'The picture of a parent’s message the caller may read (404 otherwise, or when there is none).',
  tag: 'MessageRequest',
  access: 'tenant',
  right: { menu: 'message-request', action: 'read' },
  errors: [404, 409],
  read: readMessageImage,
});
