import { endpoint } from '@/lib/server/http/endpoint';
import { listRoles } from '@/lib/server/role/list-roles';
import { roleListQuery, roleRow } from '@/lib/schemas/role';

// GET /api/webadmin/Role/get-list – right role.read
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Role/get-list',
  summary:
    "The chosen school's roles with how many users hold each (page, page_size, order_by name|key|users|created_at, search).",
  tag: 'Role',
  access: 'tenant',
  right: { menu: 'role', action: 'read' },
  query: roleListQuery,
  shape: 'list',
  output: roleRow,
  handler: (ctx, { query }) => listRoles(ctx, query),
});
