import { endpoint } from '@/lib/server/http/endpoint';
import { deleteSchoolYears } from '@/lib/server/class/delete-school-years';
import { idsBody } from '@/lib/schemas/list';

// DELETE /api/webadmin/SchoolYear/delete – empty school years
export const DELETE = endpoint({
  method: 'DELETE',
  path: '/api/webadmin/SchoolYear/delete',
  summary: 'Deletes empty school years (body {ids}); a year with classes, or the current one, is refused with 409.',
  tag: 'SchoolYear',
  access: 'tenant',
  right: { menu: 'class', action: 'delete' },
  body: idsBody,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => deleteSchoolYears(ctx, body.ids),
});
