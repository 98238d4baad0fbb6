import { endpoint } from '@/lib/server/http/endpoint';
import { pageAppNews } from '@/lib/server/news/app-news';
import { appNewsPageQuery, appNewsItem } from '@/lib/schemas/news';

// GET /api/app/news/list?student_id=&page=&page_size= – the family's feed, a page at a time
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/news/list',
  summary:
    'The family’s feed (or one child’s, student_id; another family’s child is 404) a page at a time: {data, total}, page from 1, page_size 1–50 (10 by default), the same posts and order as GET /api/app/news (which still answers the whole feed at once).',
  tag: 'App',
  access: 'parent',
  query: appNewsPageQuery,
  shape: 'list',
  output: appNewsItem,
  errors: [404],
  handler: (ctx, { query }) => pageAppNews(ctx, query),
});
