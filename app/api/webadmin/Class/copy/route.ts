import { endpoint } from '@/lib/server/http/endpoint';
import { copyClasses } from '@/lib/server/class/copy-classes';
import { copyClassesSchema } from '@/lib/schemas/class';

// POST /api/webadmin/Class/copy – last year's classes into a new year
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Class/copy',
  summary:
    "Copies a year's classes into another in one transaction: names and capacity kept, age groups moved up one step, mẫu giáo lớn left out, no teachers; 409 on a name clash.",
  tag: 'Class',
  access: 'tenant',
  right: { menu: 'class', action: 'create' },
  body: copyClassesSchema,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => copyClasses(ctx, body),
});
