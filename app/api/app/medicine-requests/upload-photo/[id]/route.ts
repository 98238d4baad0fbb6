import { uploadRoute } from '@/lib/server/files/file-routes';
import { REQUEST_PHOTO } from '@/lib/server/requests/request-photo';
import { uploadMedicinePhoto } from '@/lib/server/medicine/medicine-photo';

// POST /api/app/medicine-requests/upload-photo/{id} – a photo of the medicine or prescription
export const POST = uploadRoute(REQUEST_PHOTO, {
  path: '/api/app/medicine-requests/upload-photo/{id}',
  summary: 'A photo for one of the family’s pending medicine requests: multipart field `file`, an image by content (415), at most 8 MB (413); stored resized, without its metadata.',
  tag: 'App',
  access: 'parent',
  errors: [404, 409],
  save: uploadMedicinePhoto,
});
