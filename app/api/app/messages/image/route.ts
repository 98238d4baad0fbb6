import { fileOfRowRoute } from '@/lib/server/files/file-routes';
import { REQUEST_PHOTO } from '@/lib/server/requests/request-photo';
import { readAppMessageImage } from '@/lib/server/message/message-image';

// GET /api/app/messages/image?id= – the picture of one of the family's own messages
export const GET = fileOfRowRoute(REQUEST_PHOTO, {
  path: '/api/app/messages/image',
  summary: 'The picture of one of the family’s own messages (404 for another family’s, or when there is none).',
  tag: 'App',
  access: 'parent',
  errors: [404, 409],
  read: readAppMessageImage,
});
