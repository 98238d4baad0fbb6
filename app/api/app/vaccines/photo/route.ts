import { fileEndpoint } from '@/lib/server/files/file-endpoint';
import { readAppVaccinePhoto } from '@/lib/server/vaccine/app-vaccines';
import { idQuery } from '@/lib/schemas/list';

// GET /api/app/vaccines/photo?id= – the photo of one of the family's own declarations
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/app/vaccines/photo',
  summary: 'The vaccination book photo of one of the family’s own declarations (404 for another family’s, or when there is none).',
  tag: 'App',
  access: 'parent',
  query: idQuery,
  errors: [404, 409, 422],
  produces: ['image/jpeg'],
  handler: (ctx, { query }) => readAppVaccinePhoto(ctx, query.id),
});
