import { endpoint } from '@/lib/server/http/endpoint';
import { deleteNewsImage } from '@/lib/server/news/news-images';
import { newsIdBody } from '@/lib/schemas/news';

// DELETE /api/webadmin/News/delete-image – takes a photo off a post
export const DELETE = endpoint({
  method: 'DELETE',
  path: '/api/webadmin/News/delete-image',
  summary: 'Removes a photo {id} from a post of the caller’s scope (needs `update` on its kind).',
  tag: 'News',
  access: 'tenant',
  body: newsIdBody,
  shape: 'mutation',
  errors: [404, 422],
  handler: (ctx, { body }) => deleteNewsImage(ctx, body.id),
});
