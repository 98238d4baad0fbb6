import { endpoint } from '@/lib/server/http/endpoint';
import { uploadMessageImage } from '@/lib/server/message/message-image';
import { idParams } from '@/lib/schemas/list';
import { IMAGE_TYPES } from '@/lib/server/files/file-endpoint';
import { MAX_REQUEST_PHOTO_BYTES } from '@/lib/request-values';

// POST /api/app/messages/upload-image/{id} – a picture for the family's own unread message
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/messages/upload-image/{id}',
  summary: 'A picture for one of the family’s messages not read yet (409 otherwise): multipart field `file`, an image by content (415), at most 8 MB (413); stored resized, without its metadata.',
  tag: 'App',
  access: 'parent',
  params: idParams,
  shape: 'mutation',
  errors: [404, 409],
  upload: { types: IMAGE_TYPES, maxBytes: MAX_REQUEST_PHOTO_BYTES },
  handler: (ctx, { params }, request) => uploadMessageImage(ctx, params.id, request),
});
