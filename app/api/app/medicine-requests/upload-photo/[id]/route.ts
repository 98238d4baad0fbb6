import { uploadRoute } from '@/lib/server/files/file-routes';
import { MEDICINE_PHOTO, uploadMedicinePhoto } from '@/lib/server/medicine/medicine-photo';

// POST /api/app/medicine-requests/upload-photo/{id} – a photo of the medicine or prescription
export const POST = uploadRoute(MEDICINE_PHOTO, uploadMedicinePhoto, {
  path: '/api/app/medicine-requests/upload-photo/{id}',
  summary:
    'A photo for one of the family’s pending medicine requests: multipart field `file`, an image by content (415), at most 8 MB (413); stored resized, without its metadata.',
  errors: [404, 409],
});
