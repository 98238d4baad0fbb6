import { fileOfRowRoute } from '@/lib/server/files/file-routes';
import { MESSAGE_IMAGE, readAppMessageImage } from '@/lib/server/message/message-image';

// GET /api/app/messages/image?id= – the picture of one of the family's own messages
export const GET = fileOfRowRoute(MESSAGE_IMAGE, readAppMessageImage, {
  path: '/api/app/messages/image',
  summary: 'The picture of one of the family’s own messages (404 for another family’s, or when there is none).',
  errors: [404, 409],
});
