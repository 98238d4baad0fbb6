import { endpoint } from '@/lib/server/http/endpoint';
import { listSchools } from '@/lib/server/school/list-schools';
import { schoolListQuery, schoolRow } from '@/lib/schemas/school';

// GET /api/webadmin/Tenant/get-list – every school (system administrators)
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Tenant/get-list',
  summary: 'Every school, active or not, with its config (system administrators only).',
  tag: 'Tenant',
  access: 'tenant',
  right: { menu: 'school', action: 'read' },
  query: schoolListQuery,
  shape: 'list',
  output: schoolRow,
  handler: (ctx, { query }) => listSchools(ctx, query),
});
