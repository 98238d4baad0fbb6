import { endpoint } from '@/lib/server/http/endpoint';
import { saveWeek } from '@/lib/server/meal-menu/save-week';
import { saveWeekBody } from '@/lib/schemas/meal-menu';
import { lastDayOfWeek } from '@/lib/server/http/school-days';

// PUT /api/webadmin/Menu/save-week – the week's dishes of an age group
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Menu/save-week',
  summary:
    'Sets the week’s dishes of an age group: days [{date, meals:[{meal breakfast|lunch|snack, dish_ids}]}] (a day left out is emptied), in one transaction. A day outside the week or twice, a meal twice: 400; a dish of another school: 404; an archived dish not already in that week: 409. A published week stays published.',
  tag: 'Menu',
  access: 'tenant',
  right: { menu: 'meal-menu', action: 'update' },
  body: saveWeekBody,
  schoolDays: ({ body }) => ({
    week: lastDayOfWeek(body.week),
    ...Object.fromEntries(body.days.map((d, i) => [`days.${i}.date`, d.date])),
  }),
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => saveWeek(ctx, body),
});
