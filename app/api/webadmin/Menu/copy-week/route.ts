import { endpoint } from '@/lib/server/http/endpoint';
import { copyWeek } from '@/lib/server/meal-menu/copy-week';
import { copyWeekBody } from '@/lib/schemas/meal-menu';
import { lastDayOfWeek } from '@/lib/server/http/school-days';

// POST /api/webadmin/Menu/copy-week – start a week from another week's menu
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Menu/copy-week',
  summary:
    'Copies the dishes of from_week into to_week (same age group), day for day; archived dishes are left out. A target with dishes 409 unless replace; a source without dishes 422; the same week 400.',
  tag: 'Menu',
  access: 'tenant',
  right: { menu: 'meal-menu', action: 'update' },
  body: copyWeekBody,
  // The source week may be any (an empty one is refused by the copy); the target is a planned week of the school.
  schoolDays: ({ body }) => ({ to_week: lastDayOfWeek(body.to_week) }),
  shape: 'mutation',
  errors: [409, 422],
  handler: (ctx, { body }) => copyWeek(ctx, body),
});
