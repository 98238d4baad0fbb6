import { endpoint } from '@/lib/server/http/endpoint';
import { deleteNews } from '@/lib/server/news/delete-news';
import { newsIdBody } from '@/lib/schemas/news';

// DELETE /api/webadmin/News/delete – removes a draft (anything sent out is hidden instead)
export const DELETE = endpoint({
  method: 'DELETE',
  path: '/api/webadmin/News/delete',
  summary:
    'Deletes a draft {id} with its photos; a post that is scheduled, published or hidden is refused (409): hide it instead.',
  tag: 'News',
  access: 'tenant',
  body: newsIdBody,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => deleteNews(ctx, body.id),
});
