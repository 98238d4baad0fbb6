import { fileOfRowRoute } from '@/lib/server/files/file-routes';
import { REQUEST_PHOTO } from '@/lib/server/requests/request-photo';
import { readAppMedicinePhoto } from '@/lib/server/medicine/medicine-photo';

// GET /api/app/medicine-requests/photo?id= – the photo of one of the family's own medicine requests
export const GET = fileOfRowRoute(REQUEST_PHOTO, {
  path: '/api/app/medicine-requests/photo',
  summary: 'The photo of one of the family’s own medicine requests (404 for another family’s, or when there is none).',
  tag: 'App',
  access: 'parent',
  errors: [404, 409],
  read: readAppMedicinePhoto,
});
