import { endpoint } from '@/lib/server/http/endpoint';
import { createDish } from '@/lib/server/dish/save-dish';
import { dishSchema } from '@/lib/schemas/dish';

// POST /api/webadmin/Dish/create – a dish of the library
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Dish/create',
  summary:
    'A dish: name (unique among the school’s active dishes, 409), ingredients [{food_code (lib/food-table.ts) | null, name, grams per serving}], nutrition_source computed (from the ingredients in the food table; at least one needed) | manual (energy_kcal, protein_g, fat_g, carb_g per serving required).',
  tag: 'Dish',
  access: 'tenant',
  right: { menu: 'dish', action: 'create' },
  body: dishSchema,
  shape: 'mutation',
  errors: [409],
  handler: (ctx, { body }) => createDish(ctx, body),
});
