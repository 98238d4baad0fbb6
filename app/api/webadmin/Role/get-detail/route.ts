import { roleDetail } from '@/lib/schemas/role';
import { endpoint } from '@/lib/server/http/endpoint';
import { getRole } from '@/lib/server/role/get-role';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/Role/get-detail – right role.read
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Role/get-detail',
  summary: 'One role of the chosen school with its rights matrix.',
  tag: 'Role',
  access: 'tenant',
  right: { menu: 'role', action: 'read' },
  query: idQuery,
  shape: 'data',
  output: roleDetail,
  errors: [404],
  handler: (ctx, { query }) => getRole(ctx, query.id),
});
