import { endpoint } from '@/lib/server/http/endpoint';
import { getDish } from '@/lib/server/dish/list-dishes';
import { dishRow } from '@/lib/schemas/dish';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/Dish/get-detail?id= – one dish
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Dish/get-detail',
  summary: 'One dish of the caller’s school (archived ones too); another school’s 404.',
  tag: 'Dish',
  access: 'tenant',
  right: { menu: 'dish', action: 'read' },
  query: idQuery,
  shape: 'data',
  output: dishRow,
  errors: [404],
  handler: (ctx, { query }) => getDish(ctx, query.id),
});
