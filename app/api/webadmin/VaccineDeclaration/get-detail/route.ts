import { vaccineDeclarationRow } from '@/lib/schemas/vaccine';
import { endpoint } from '@/lib/server/http/endpoint';
import { getDeclaration } from '@/lib/server/vaccine/list-declarations';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/VaccineDeclaration/get-detail?id= – one vaccine declaration
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/VaccineDeclaration/get-detail',
  summary: 'One vaccine declaration of the caller’s school and scope (404 otherwise), with who declared and who decided.',
  tag: 'VaccineDeclaration',
  access: 'tenant',
  right: { menu: 'vaccine-declaration', action: 'read' },
  query: idQuery,
  shape: 'data',
  output: vaccineDeclarationRow,
  errors: [404, 409],
  handler: (ctx, { query }) => getDeclaration(ctx, query.id),
});
