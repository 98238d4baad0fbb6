import { fileEndpoint } from '@/lib/server/files/file-endpoint';
import { readDeclarationPhoto } from '@/lib/server/vaccine/declaration-photo';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/VaccineDeclaration/photo?id= – the photo of the vaccination book
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/VaccineDeclaration/photo',
  summary: 'The vaccination book photo of a declaration of the caller’s school and scope (404 otherwise, or when there is none).',
  tag: 'VaccineDeclaration',
  access: 'tenant',
  right: { menu: 'vaccine-declaration', action: 'read' },
  query: idQuery,
  errors: [404, 409],
  produces: ['image/jpeg'],
  handler: (ctx, { query }) => readDeclarationPhoto(ctx, query.id),
});
