import { fileEndpoint } from '@/lib/server/files/file-endpoint';
import { menuPdf } from '@/lib/server/meal-menu/menu-pdf';
import { weekQuery } from '@/lib/schemas/meal-menu';

// GET /api/webadmin/Menu/pdf?age_group=&week= – the week's menu to print for the notice board
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Menu/pdf',
  summary:
    'The week’s menu of an age group as an A4 landscape PDF (meals by days, each day’s energy and shares, the week’s average, the norms and their source), Vietnamese in an embedded DejaVu Sans, in the Language of the request.',
  tag: 'Menu',
  access: 'tenant',
  right: { menu: 'meal-menu', action: 'read' },
  query: weekQuery,
  produces: ['application/pdf'],
  handler: (ctx, { query }) => menuPdf(ctx, query),
});
