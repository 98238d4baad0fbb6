import { z } from 'zod';
import { tenantOption } from '@/lib/schemas/school';
import { endpoint } from '@/lib/server/http/endpoint';
import { listTenantsByUser } from '@/lib/server/tenant/list-tenants-by-user';

// GET /api/webadmin/Tenant/get-droplist-by-user – the schools the caller may enter
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Tenant/get-droplist-by-user',
  summary: 'The schools the caller may enter, as {value, name}.',
  tag: 'Tenant',
  access: 'user',
  shape: 'data',
  output: z.array(tenantOption),
  handler: (ctx) => listTenantsByUser(ctx),
});
