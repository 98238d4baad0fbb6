import { endpoint } from '@/lib/server/http/endpoint';
import { listAssignable } from '@/lib/server/role/list-assignable';
import { assignableQuery, assignable } from '@/lib/schemas/role';

// GET /api/webadmin/Role/get-assignable – right user.read
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Role/get-assignable',
  summary:
    'The roles and classes a user can be given in a school (tenant_id: system administrators only), for the user form.',
  tag: 'Role',
  access: 'tenant',
  right: { menu: 'user', action: 'read' },
  query: assignableQuery,
  shape: 'data',
  output: assignable,
  errors: [404],
  handler: (ctx, { query }) => listAssignable(ctx, query.tenant_id),
});
