import { fileEndpoint } from '@/lib/server/files/file-endpoint';
import { readAppMedicinePhoto } from '@/lib/server/medicine/medicine-photo';
import { idQuery } from '@/lib/schemas/list';

// GET /api/app/medicine-requests/photo?id= – the photo of one of the family's own medicine requests
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/app/medicine-requests/photo',
  summary: 'The photo of one of the family’s own medicine requests (404 for another family’s, or when there is none).',
  tag: 'App',
  access: 'parent',
  query: idQuery,
  errors: [404, 409],
  produces: ['image/jpeg'],
  handler: (ctx, { query }) => readAppMedicinePhoto(ctx, query.id),
});
