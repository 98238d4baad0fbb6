import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportWeek } from '@/lib/server/meal-menu/export-week';
import { weekQuery } from '@/lib/schemas/meal-menu';

// GET /api/webadmin/Menu/export-week?age_group=&week= – the week's menu as a spreadsheet
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Menu/export-week',
  summary:
    "The week's menu of an age group as .xlsx: one row per day with the dishes of each of the school's meals, the day's energy and the shares of protein, fat and carbohydrate (out-of-norm noted), then the week's average; in the Language of the request.",
  tag: 'Menu',
  access: 'tenant',
  right: { menu: 'meal-menu', action: 'read' },
  query: weekQuery,
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportWeek(ctx, query),
});
