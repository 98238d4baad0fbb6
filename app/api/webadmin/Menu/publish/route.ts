import { endpoint } from '@/lib/server/http/endpoint';
import { publishWeek } from '@/lib/server/meal-menu/publish-week';
import { publishBody } from '@/lib/schemas/meal-menu';
import { lastDayOfWeek } from '@/lib/server/http/school-days';

// PUT /api/webadmin/Menu/publish – publish a week's menu to parents
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Menu/publish',
  summary:
    'Publishes the week’s menu of an age group to parents (the parents’ app shows published weeks only) and notifies the families of the age group’s classes (menu_published). A week without dishes 422; already published 409.',
  tag: 'Menu',
  access: 'tenant',
  right: { menu: 'meal-menu', action: 'approve' },
  body: publishBody,
  schoolDays: ({ body }) => ({ week: lastDayOfWeek(body.week) }),
  shape: 'mutation',
  errors: [409, 422],
  handler: (ctx, { body }) => publishWeek(ctx, body),
});
