import { fileOfRowRoute } from '@/lib/server/files/file-routes';
import { MEDICINE_PHOTO, readAppMedicinePhoto } from '@/lib/server/medicine/medicine-photo';

// GET /api/app/medicine-requests/photo?id= – the photo of one of the family's own medicine requests
export const GET = fileOfRowRoute(MEDICINE_PHOTO, readAppMedicinePhoto, {
  path: '/api/app/medicine-requests/photo',
  summary: 'The photo of one of the family’s own medicine requests (404 for another family’s, or when there is none).',
  errors: [404, 409],
});
