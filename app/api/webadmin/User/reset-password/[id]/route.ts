import { resetPasswordResult } from '@/lib/schemas/user-admin';
import { endpoint } from '@/lib/server/http/endpoint';
import { resetUserPassword } from '@/lib/server/user-admin/reset-user-password';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/User/reset-password/{id} – right user.update
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/User/reset-password/{id}',
  summary: "Sets a new random password, answered once as data.password, and ends the user's sessions.",
  tag: 'User',
  access: 'tenant',
  right: { menu: 'user', action: 'update' },
  params: idParams,
  shape: 'data',
  output: resetPasswordResult,
  errors: [404, 422],
  handler: (ctx, { params }) => resetUserPassword(ctx, params.id),
});
