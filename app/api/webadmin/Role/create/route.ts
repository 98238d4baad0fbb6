import { endpoint } from '@/lib/server/http/endpoint';
import { createRole } from '@/lib/server/role/create-role';
import { roleCreateSchema } from '@/lib/schemas/role';

// POST /api/webadmin/Role/create – right role.create
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Role/create',
  summary: 'Creates a role (key made from the name when left empty; 409 errors.role_key_taken).',
  tag: 'Role',
  access: 'tenant',
  right: { menu: 'role', action: 'create' },
  body: roleCreateSchema,
  shape: 'mutation',
  errors: [409],
  handler: (ctx, { body }) => createRole(ctx, body),
});
