import { newsDetail } from '@/lib/schemas/news';
import { endpoint } from '@/lib/server/http/endpoint';
import { getNews } from '@/lib/server/news/get-news';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/News/get-detail?id= – one post with its content, photos, read_count and audience_count
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/News/get-detail',
  summary:
    'One post of the caller’s school and scope: sanitised content_html, images, audience, read_count over audience_count (families). 404 otherwise.',
  tag: 'News',
  access: 'tenant',
  query: idQuery,
  shape: 'data',
  output: newsDetail,
  errors: [404],
  handler: (ctx, { query }) => getNews(ctx, query.id),
});
