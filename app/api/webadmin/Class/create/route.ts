import { endpoint } from '@/lib/server/http/endpoint';
import { createClass } from '@/lib/server/class/create-class';
import { classSchema } from '@/lib/schemas/class';

// POST /api/webadmin/Class/create – a class in a school year
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Class/create',
  summary: 'Creates a class (name unique in its year, capacity 1–100, teachers from this school).',
  tag: 'Class',
  access: 'tenant',
  right: { menu: 'class', action: 'create' },
  body: classSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => createClass(ctx, body),
});
