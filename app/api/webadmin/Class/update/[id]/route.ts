import { endpoint } from '@/lib/server/http/endpoint';
import { updateClass } from '@/lib/server/class/update-class';
import { classSchema } from '@/lib/schemas/class';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/Class/update/{id} – a class and its teachers
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Class/update/{id}',
  summary: 'Updates a class, its status (active / archived) and its teachers.',
  tag: 'Class',
  access: 'tenant',
  right: { menu: 'class', action: 'update' },
  params: idParams,
  body: classSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { params, body }) => updateClass(ctx, params.id, body),
});
