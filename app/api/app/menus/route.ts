import { endpoint } from '@/lib/server/http/endpoint';
import { getAppMenu } from '@/lib/server/meal-menu/app-menu';
import { appMenuAnswer, appMenuQuery } from '@/lib/schemas/meal-menu';

// GET /api/app/menus?student_id=&week= – the week's menu of the child's age group
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/menus',
  summary:
    'The published menu of the week (week yyyy-Www, default this week) for one of the parent’s own children (404 otherwise), by the age group of the child’s class: {week, age_group, days:[{date, meals:[{meal, dishes:[{name, energy_kcal}]}], energy_kcal, protein_pct, fat_pct, carb_pct, flags}]}; a week not published: days [].',
  tag: 'App',
  access: 'parent',
  query: appMenuQuery,
  shape: 'data',
  output: appMenuAnswer,
  errors: [404],
  handler: (ctx, { query }) => getAppMenu(ctx, query.student_id, query.week),
});
