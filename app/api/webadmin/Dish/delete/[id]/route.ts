import { endpoint } from '@/lib/server/http/endpoint';
import { deleteDish } from '@/lib/server/dish/delete-dish';
import { idParams } from '@/lib/schemas/list';

// DELETE /api/webadmin/Dish/delete/{id} – delete a dish, or archive it when a menu names it
export const DELETE = endpoint({
  method: 'DELETE',
  path: '/api/webadmin/Dish/delete/{id}',
  summary:
    'Deletes a dish no week menu names (message dish.deleted); one a menu names is archived instead (dish.archived): out of the library and of new menus, still shown in the menus that have it. Another school’s 404.',
  tag: 'Dish',
  access: 'tenant',
  right: { menu: 'dish', action: 'delete' },
  params: idParams,
  shape: 'mutation',
  errors: [404],
  handler: (ctx, { params }) => deleteDish(ctx, params.id),
});
