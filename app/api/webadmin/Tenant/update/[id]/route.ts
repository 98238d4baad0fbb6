import { endpoint } from '@/lib/server/http/endpoint';
import { updateSchool } from '@/lib/server/school/update-school';
import { schoolSchema } from '@/lib/schemas/school';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/Tenant/update/{id} – a school's details, status and login config (system administrators)
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Tenant/update/{id}',
  summary: "Updates a school's details, status (active/inactive; never deleted) and login config.",
  tag: 'Tenant',
  access: 'tenant',
  right: { menu: 'school', action: 'update' },
  params: idParams,
  body: schoolSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { params, body }) => updateSchool(ctx, params.id, body),
});
