import { endpoint } from '@/lib/server/http/endpoint';
import { getAppNewsPost } from '@/lib/server/news/app-news';
import { appNewsIdQuery, appNewsItem } from '@/lib/schemas/news';

// GET /api/app/news/detail?id= – one post of the family's feed
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/news/detail',
  summary:
    'One post out for the family (as in the feed: content, photos, read); 404 for a post not meant for them. Opening it is not reading it: POST /api/app/news/read says so.',
  tag: 'App',
  access: 'parent',
  query: appNewsIdQuery,
  shape: 'data',
  output: appNewsItem,
  errors: [404],
  handler: (ctx, { query }) => getAppNewsPost(ctx, query.id),
});
