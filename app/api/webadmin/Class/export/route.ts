import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportClasses } from '@/lib/server/class/export-classes';
import { classListQuery } from '@/lib/schemas/class';

// GET /api/webadmin/Class/export – the classes the screen lists, as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Class/export',
  summary:
    'The classes of get-list (same filters, search, sort and scope) as .xlsx; headers in the Language of the request, dates as date cells dd/MM/yyyy.',
  tag: 'Class',
  access: 'tenant',
  right: { menu: 'class', action: 'export' },
  query: classListQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportClasses(ctx, query),
});
