import { userDetail } from '@/lib/schemas/user-admin';
import { endpoint } from '@/lib/server/http/endpoint';
import { getUser } from '@/lib/server/user-admin/get-user';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/User/get-detail – right user.read
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/User/get-detail',
  summary: 'One staff account with its schools, roles, scope and classes.',
  tag: 'User',
  access: 'tenant',
  right: { menu: 'user', action: 'read' },
  query: idQuery,
  shape: 'data',
  output: userDetail,
  errors: [404],
  handler: (ctx, { query }) => getUser(ctx, query.id),
});
