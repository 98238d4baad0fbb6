import { endpoint } from '@/lib/server/http/endpoint';
import { deleteRoles } from '@/lib/server/role/delete-roles';
import { idsBody } from '@/lib/schemas/list';

// DELETE /api/webadmin/Role/delete – right role.delete
export const DELETE = endpoint({
  method: 'DELETE',
  path: '/api/webadmin/Role/delete',
  summary:
    'Deletes roles (body ids), all or nothing: 409 errors.role_in_use while a user holds one, 422 errors.role_system.',
  tag: 'Role',
  access: 'tenant',
  right: { menu: 'role', action: 'delete' },
  body: idsBody,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => deleteRoles(ctx, body.ids),
});
