import { fileEndpoint } from '@/lib/server/files/file-endpoint';
import { readMedicinePhoto } from '@/lib/server/medicine/medicine-photo';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/MedicineRequest/photo?id= – the photo of the medicine or prescription
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/MedicineRequest/photo',
  summary: 'The photo of a medicine request of the caller’s school and scope (404 otherwise, or when there is none).',
  tag: 'MedicineRequest',
  access: 'tenant',
  right: { menu: 'medicine-request', action: 'read' },
  query: idQuery,
  errors: [404, 409],
  produces: ['image/jpeg'],
  handler: (ctx, { query }) => readMedicinePhoto(ctx, query.id),
});
