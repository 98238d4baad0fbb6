import { fileOfRowRoute } from '@/lib/server/files/file-routes';
import { MESSAGE_IMAGE, readMessageImage } from '@/lib/server/message/message-image';

// GET /api/webadmin/MessageRequest/image?id= – the picture a parent attached to a message
export const GET = fileOfRowRoute(MESSAGE_IMAGE, readMessageImage, {
  path: '/api/webadmin/MessageRequest/image',
  summary: 'The picture of a parent’s message the caller may read (404 otherwise, or when there is none).',
  errors: [404, 409],
});
