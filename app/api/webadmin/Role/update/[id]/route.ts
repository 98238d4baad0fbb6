import { endpoint } from '@/lib/server/http/endpoint';
import { updateRole } from '@/lib/server/role/update-role';
import { roleUpdateSchema } from '@/lib/schemas/role';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/Role/update/{id} – right role.update
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Role/update/{id}',
  summary: "Updates a role's names and rights matrix; the system role keeps its rights on users and roles.",
  tag: 'Role',
  access: 'tenant',
  right: { menu: 'role', action: 'update' },
  body: roleUpdateSchema,
  params: idParams,
  shape: 'mutation',
  errors: [404, 422],
  handler: (ctx, { body, params }) => updateRole(ctx, params.id, body),
});
