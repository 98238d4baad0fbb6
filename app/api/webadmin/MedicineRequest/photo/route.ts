import { fileOfRowRoute } from '@/lib/server/files/file-routes';
import { MEDICINE_PHOTO, readMedicinePhoto } from '@/lib/server/medicine/medicine-photo';

// GET /api/webadmin/MedicineRequest/photo?id= – the photo of the medicine or prescription
export const GET = fileOfRowRoute(MEDICINE_PHOTO, readMedicinePhoto, {
  path: '/api/webadmin/MedicineRequest/photo',
  summary: 'The photo of a medicine request of the caller’s school and scope (404 otherwise, or when there is none).',
  errors: [404, 409],
});
