import { endpoint } from '@/lib/server/http/endpoint';
import { duplicateRole } from '@/lib/server/role/duplicate-role';
import { idParams } from '@/lib/schemas/list';

// POST /api/webadmin/Role/duplicate/{id} – right role.create
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Role/duplicate/{id}',
  summary: 'Copies a role with its rights under a new key.',
  tag: 'Role',
  access: 'tenant',
  right: { menu: 'role', action: 'create' },
  params: idParams,
  shape: 'mutation',
  errors: [404],
  handler: (ctx, { params }) => duplicateRole(ctx, params.id),
});
