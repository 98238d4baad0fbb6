import { endpoint } from '@/lib/server/http/endpoint';
import { createSchool } from '@/lib/server/school/create-school';
import { schoolSchema } from '@/lib/schemas/school';

// POST /api/webadmin/Tenant/create – a new school with the standard roles (system administrators)
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Tenant/create',
  summary: 'Creates a school with its config and the standard roles; 409 when the code is taken.',
  tag: 'Tenant',
  access: 'tenant',
  right: { menu: 'school', action: 'create' },
  body: schoolSchema,
  shape: 'mutation',
  errors: [409],
  handler: (ctx, { body }) => createSchool(ctx, body),
});
