import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { listAppNews } from '@/lib/server/news/app-news';
import { appNewsQuery, appNewsItem } from '@/lib/schemas/news';

// GET /api/app/news?student_id= – the family's news feed
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/news',
  summary:
    'The family’s feed (or one child’s, student_id; another family’s child is 404): [{id, kind, title, summary, content_html, cover_url, images[], published_at, pinned, read}], only posts that are out, pinned first then newest. Image URLs are fetched with the app token.',
  tag: 'App',
  access: 'parent',
  query: appNewsQuery,
  shape: 'data',
  output: z.array(appNewsItem),
  errors: [404],
  handler: (ctx, { query }) => listAppNews(ctx, query.student_id),
});
