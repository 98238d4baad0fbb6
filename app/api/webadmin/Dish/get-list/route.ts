import { endpoint } from '@/lib/server/http/endpoint';
import { listDishes } from '@/lib/server/dish/list-dishes';
import { dishListQuery, dishRow } from '@/lib/schemas/dish';

// GET /api/webadmin/Dish/get-list – the school's dish library
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Dish/get-list',
  summary:
    'The school’s dishes with ingredients (grams per serving) and energy, protein, fat, carbohydrate per serving; state active (default) | archived | all; accent-free search over the name; order_by name, energy_kcal, updated_at; `menus` counts the week menus that name a dish.',
  tag: 'Dish',
  access: 'tenant',
  right: { menu: 'dish', action: 'read' },
  query: dishListQuery,
  shape: 'list',
  output: dishRow,
  handler: (ctx, { query }) => listDishes(ctx, query),
});
