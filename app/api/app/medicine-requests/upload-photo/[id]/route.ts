import { endpoint } from '@/lib/server/http/endpoint';
import { uploadMedicinePhoto } from '@/lib/server/medicine/medicine-photo';
import { idParams } from '@/lib/schemas/list';
import { IMAGE_TYPES } from '@/lib/server/files/file-endpoint';
import { MAX_REQUEST_PHOTO_BYTES } from '@/lib/request-values';

// POST /api/app/medicine-requests/upload-photo/{id} – a photo of the medicine or prescription
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/medicine-requests/upload-photo/{id}',
  summary: 'A photo for one of the family’s pending medicine requests: multipart field `file`, an image by content (415), at most 8 MB (413); stored resized, without its metadata.',
  tag: 'App',
  access: 'parent',
  params: idParams,
  shape: 'mutation',
  errors: [404, 409],
  upload: { types: IMAGE_TYPES, maxBytes: MAX_REQUEST_PHOTO_BYTES },
  handler: (ctx, { params }, request) => uploadMedicinePhoto(ctx, params.id, request),
});
