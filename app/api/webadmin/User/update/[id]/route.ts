import { endpoint } from '@/lib/server/http/endpoint';
import { updateUserAccount } from '@/lib/server/user-admin/update-user-account';
import { userUpdateSchema } from '@/lib/schemas/user-admin';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/User/update/{id} – right user.update
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/User/update/{id}',
  summary: 'Updates a staff account and its schools, roles, scope and classes.',
  tag: 'User',
  access: 'tenant',
  right: { menu: 'user', action: 'update' },
  body: userUpdateSchema,
  params: idParams,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body, params }) => updateUserAccount(ctx, params.id, body),
});
