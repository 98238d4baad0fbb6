import { endpoint } from '@/lib/server/http/endpoint';
import { listNews } from '@/lib/server/news/list-news';
import { newsListQuery, newsRow } from '@/lib/schemas/news';

// GET /api/webadmin/News/get-list?kind= – one kind of the school's news (a teacher: public news and their classes')
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/News/get-list',
  summary:
    'Posts of one kind (public, class, student; needs `read` on news-<kind>), filtered by status, class_id, student_id and an accent-free search over title and summary; pinned first then newest, or order_by created_at, publish_at, title, status. Each row has read_count and audience_count (families).',
  tag: 'News',
  access: 'tenant',
  query: newsListQuery,
  shape: 'list',
  output: newsRow,
  errors: [404],
  handler: (ctx, { query }) => listNews(ctx, query),
});
