import { endpoint } from '@/lib/server/http/endpoint';
import { createSchoolYear } from '@/lib/server/class/create-school-year';
import { schoolYearSchema } from '@/lib/schemas/class';

// POST /api/webadmin/SchoolYear/create – a new school year
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/SchoolYear/create',
  summary:
    'Creates a school year (dates dd/MM/yyyy or yyyy-MM-dd, end after start); is_current takes over from the old one.',
  tag: 'SchoolYear',
  access: 'tenant',
  right: { menu: 'class', action: 'create' },
  body: schoolYearSchema,
  shape: 'mutation',
  errors: [409],
  handler: (ctx, { body }) => createSchoolYear(ctx, body),
});
