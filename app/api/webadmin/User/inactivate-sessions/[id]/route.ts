import { endpoint } from '@/lib/server/http/endpoint';
import { endUserSessions } from '@/lib/server/user-admin/end-user-sessions';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/User/inactivate-sessions/{id} – right user.update
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/User/inactivate-sessions/{id}',
  summary: 'Signs a staff member out of all their sessions.',
  tag: 'User',
  access: 'tenant',
  right: { menu: 'user', action: 'update' },
  params: idParams,
  shape: 'mutation',
  errors: [404],
  handler: (ctx, { params }) => endUserSessions(ctx, params.id),
});
