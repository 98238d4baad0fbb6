import { endpoint } from '@/lib/server/http/endpoint';
import { deleteClasses } from '@/lib/server/class/delete-classes';
import { idsBody } from '@/lib/schemas/list';

// DELETE /api/webadmin/Class/delete – classes without history
export const DELETE = endpoint({
  method: 'DELETE',
  path: '/api/webadmin/Class/delete',
  summary: 'Deletes classes without history (body {ids}); a class with teachers is refused with 409 (archive it).',
  tag: 'Class',
  access: 'tenant',
  right: { menu: 'class', action: 'delete' },
  body: idsBody,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => deleteClasses(ctx, body.ids),
});
