import { endpoint } from '@/lib/server/http/endpoint';
import { unlockUser } from '@/lib/server/user-admin/unlock-user';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/User/unlock/{id} – right user.update
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/User/unlock/{id}',
  summary: 'Unlocks a staff account.',
  tag: 'User',
  access: 'tenant',
  right: { menu: 'user', action: 'update' },
  params: idParams,
  shape: 'mutation',
  errors: [404],
  handler: (ctx, { params }) => unlockUser(ctx, params.id),
});
