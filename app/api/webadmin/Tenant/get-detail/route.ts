import { schoolRow } from '@/lib/schemas/school';
import { endpoint } from '@/lib/server/http/endpoint';
import { getSchool } from '@/lib/server/school/get-school';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/Tenant/get-detail?id= – one school (system administrators)
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Tenant/get-detail',
  summary: 'One school with its config (system administrators only).',
  tag: 'Tenant',
  access: 'tenant',
  right: { menu: 'school', action: 'read' },
  query: idQuery,
  shape: 'data',
  output: schoolRow,
  errors: [404],
  handler: (ctx, { query }) => getSchool(ctx, query.id),
});
