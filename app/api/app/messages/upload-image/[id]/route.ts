import { uploadRoute } from '@/lib/server/files/file-routes';
import { MESSAGE_IMAGE, uploadMessageImage } from '@/lib/server/message/message-image';

// POST /api/app/messages/upload-image/{id} – a picture for the family's own unread message
export const POST = uploadRoute(MESSAGE_IMAGE, uploadMessageImage, {
  path: '/api/app/messages/upload-image/{id}',
  summary:
    'A picture for one of the family’s messages not read yet (409 otherwise): multipart field `file`, an image by content (415), at most 8 MB (413); stored resized, without its metadata.',
  errors: [404, 409],
});
