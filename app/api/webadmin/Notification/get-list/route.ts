import { endpoint } from '@/lib/server/http/endpoint';
import { listStaffInbox } from '@/lib/server/notification/staff-inbox';
import { inboxItem, inboxQuery } from '@/lib/schemas/notification';

// GET /api/webadmin/Notification/get-list?page=&page_size= – the signed-in user's notifications in the chosen school
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Notification/get-list',
  summary:
    'The signed-in user’s notifications in the chosen school (any staff user; no menu right needed), newest first, a page at a time: {data, total, unread}, page from 1, page_size 1–50 (20 by default). Title and body in the request’s language; url a path without the locale.',
  tag: 'Notification',
  access: 'tenant',
  query: inboxQuery,
  shape: 'list',
  output: inboxItem,
  handler: (ctx, { query }) => listStaffInbox(ctx, query),
});
