import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportNews } from '@/lib/server/news/export-news';
import { newsListQuery } from '@/lib/schemas/news';

// GET /api/webadmin/News/export – one kind of posts as the screen lists them, as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/News/export',
  summary:
    'The posts of get-list (same kind, filters, search, sort and scope; needs `export` on news-<kind>) as .xlsx; headers in the Language of the request, dates as date cells dd/MM/yyyy.',
  tag: 'News',
  access: 'tenant',
  query: newsListQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportNews(ctx, query),
});
