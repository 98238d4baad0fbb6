import { endpoint } from '@/lib/server/http/endpoint';
import { setCurrentSchoolYear } from '@/lib/server/class/set-current-school-year';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/SchoolYear/set-current/{id} – make a year the current one
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/SchoolYear/set-current/{id}',
  summary: 'Makes a school year the current one; the previous current year is unset in the same transaction.',
  tag: 'SchoolYear',
  access: 'tenant',
  right: { menu: 'class', action: 'update' },
  params: idParams,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { params }) => setCurrentSchoolYear(ctx, params.id),
});
