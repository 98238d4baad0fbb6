import { fileOfRowRoute } from '@/lib/server/files/file-routes';
import { REQUEST_PHOTO } from '@/lib/server/requests/request-photo';
import { readMedicinePhoto } from '@/lib/server/medicine/medicine-photo';

// GET /api/webadmin/MedicineRequest/photo?id= – the photo of the medicine or prescription
export const GET = fileOfRowRoute(REQUEST_PHOTO, {
  path: '/api/webadmin/MedicineRequest/photo',
  summary: 'The photo of a medicine request of the caller’s school and scope (404 otherwise, or when there is none).',
  tag: 'MedicineRequest',
  access: 'tenant',
  right: { menu: 'medicine-request', action: 'read' },
  errors: [404, 409],
  read: readMedicinePhoto,
});
