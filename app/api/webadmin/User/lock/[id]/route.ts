import { endpoint } from '@/lib/server/http/endpoint';
import { lockUser } from '@/lib/server/user-admin/lock-user';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/User/lock/{id} – right user.update
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/User/lock/{id}',
  summary: 'Locks a staff account and ends its sessions (422 errors.cannot_lock_self).',
  tag: 'User',
  access: 'tenant',
  right: { menu: 'user', action: 'update' },
  params: idParams,
  shape: 'mutation',
  errors: [404, 422],
  handler: (ctx, { params }) => lockUser(ctx, params.id),
});
