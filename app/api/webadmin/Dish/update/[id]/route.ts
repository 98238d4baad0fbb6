import { endpoint } from '@/lib/server/http/endpoint';
import { updateDish } from '@/lib/server/dish/save-dish';
import { dishSchema } from '@/lib/schemas/dish';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/Dish/update/{id} – change a dish
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Dish/update/{id}',
  summary:
    'Changes a dish, the same fields and rules as create; the menus that name it show the new figures. An archived dish 409; another school’s 404.',
  tag: 'Dish',
  access: 'tenant',
  right: { menu: 'dish', action: 'update' },
  params: idParams,
  body: dishSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { params, body }) => updateDish(ctx, params.id, body),
});
