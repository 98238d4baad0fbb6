import { endpoint } from '@/lib/server/http/endpoint';
import { markAppNewsRead } from '@/lib/server/news/app-news';
import { appNewsReadBody } from '@/lib/schemas/news';

// POST /api/app/news/read – the family has read a post
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/news/read',
  summary:
    'Records that the family read a post meant for them {id} → [{result: 1}]; repeating it counts once. 404 for a post not meant for them.',
  tag: 'App',
  access: 'parent',
  body: appNewsReadBody,
  shape: 'mutation',
  errors: [404],
  handler: (ctx, { body }) => markAppNewsRead(ctx, body.id),
});
