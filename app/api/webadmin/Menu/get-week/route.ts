import { endpoint } from '@/lib/server/http/endpoint';
import { getWeek } from '@/lib/server/meal-menu/get-week';
import { weekAnswer, weekQuery } from '@/lib/schemas/meal-menu';

// GET /api/webadmin/Menu/get-week?age_group=&week= – one week's menu with its nutrition
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Menu/get-week',
  summary:
    'The week’s menu (week yyyy-Www) of an age group (nha_tre | mau_giao): days Monday–Friday (and Saturday/Sunday when they have dishes), each meal’s dishes with their values per serving (archived ones marked), each day’s energy and protein/fat/carbohydrate share of energy (4/9/4 kcal/g) with flags against the norms of Thông tư 28/2016/TT-BGDĐT, the week’s average (days with dishes) and the norms. status null: nothing saved yet.',
  tag: 'Menu',
  access: 'tenant',
  right: { menu: 'meal-menu', action: 'read' },
  query: weekQuery,
  shape: 'data',
  output: weekAnswer,
  handler: (ctx, { query }) => getWeek(ctx, query),
});
