import { endpoint } from '@/lib/server/http/endpoint';
import { listUsers } from '@/lib/server/user-admin/list-users';
import { userListQuery, userRow } from '@/lib/schemas/user-admin';

// GET /api/webadmin/User/get-list – right user.read
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/User/get-list',
  summary:
    'Staff accounts (page, page_size, order_by, accent-free search, status, role_id; tenant_id for system administrators).',
  tag: 'User',
  access: 'tenant',
  right: { menu: 'user', action: 'read' },
  query: userListQuery,
  shape: 'list',
  output: userRow,
  errors: [404],
  handler: (ctx, { query }) => listUsers(ctx, query),
});
