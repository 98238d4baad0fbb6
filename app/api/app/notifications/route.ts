import { endpoint } from '@/lib/server/http/endpoint';
import { listParentInbox } from '@/lib/server/notification/parent-inbox';
import { inboxItem, inboxQuery } from '@/lib/schemas/notification';

// GET /api/app/notifications?page=&page_size= – the family's inbox, newest first, a page at a time
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/notifications',
  summary:
    'The parents’ app account’s notifications, newest first, a page at a time: {data, total, unread} (unread: how many are not read yet), page from 1, page_size 1–50 (20 by default). Title and body are in the request’s language; url is a path without the locale.',
  tag: 'App',
  access: 'parent',
  query: inboxQuery,
  shape: 'list',
  output: inboxItem,
  handler: (ctx, { query }) => listParentInbox(ctx, query),
});
