import { endpoint } from '@/lib/server/http/endpoint';
import { updateSchoolYear } from '@/lib/server/class/update-school-year';
import { schoolYearSchema } from '@/lib/schemas/class';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/SchoolYear/update/{id} – a school year's name, dates and current flag
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/SchoolYear/update/{id}',
  summary: 'Updates a school year; marking it current unsets the other in the same transaction.',
  tag: 'SchoolYear',
  access: 'tenant',
  right: { menu: 'class', action: 'update' },
  params: idParams,
  body: schoolYearSchema,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { params, body }) => updateSchoolYear(ctx, params.id, body),
});
