import { endpoint } from '@/lib/server/http/endpoint';
import { createNews } from '@/lib/server/news/save-news';
import { newsSchema } from '@/lib/schemas/news';
import { dayOfInstant } from '@/lib/server/http/school-days';

// POST /api/webadmin/News/create – a post for the school, chosen classes or chosen children
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/News/create',
  summary:
    'Creates a post {kind, title, summary, content (HTML, sanitised), class_ids[], student_ids[], status draft|scheduled|published, publish_at, pinned}. Needs `create` on news-<kind>, and `approve` to send it out. An audience outside the school or a teacher’s classes is 404.',
  tag: 'News',
  access: 'tenant',
  body: newsSchema,
  schoolDays: ({ body }) => ({ publish_at: dayOfInstant(body.publish_at) }),
  shape: 'mutation',
  errors: [404, 422],
  handler: (ctx, { body }) => createNews(ctx, body),
});
