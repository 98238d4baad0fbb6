import { endpoint } from '@/lib/server/http/endpoint';
import { updateNews } from '@/lib/server/news/save-news';
import { newsSchema } from '@/lib/schemas/news';
import { idParams } from '@/lib/schemas/list';
import { dayOfInstant } from '@/lib/server/http/school-days';

// PUT /api/webadmin/News/update/{id} – edits a post; a change of status needs `approve`
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/News/update/{id}',
  summary:
    'Edits a post of the caller’s scope (the kind stays). Status moves draft → scheduled → published → hidden (and hidden → published); a published post is never a draft again (422). A change of status needs `approve`.',
  tag: 'News',
  access: 'tenant',
  params: idParams,
  body: newsSchema,
  schoolDays: ({ body }) => ({ publish_at: dayOfInstant(body.publish_at) }),
  shape: 'mutation',
  errors: [404, 422],
  handler: (ctx, { params, body }) => updateNews(ctx, params.id, body),
});
