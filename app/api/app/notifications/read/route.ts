import { endpoint } from '@/lib/server/http/endpoint';
import { markParentRead } from '@/lib/server/notification/parent-inbox';
import { markReadBody, unreadCount } from '@/lib/schemas/notification';

// POST /api/app/notifications/read {ids[]} | {all: true} – marks the family's notifications read
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/notifications/read',
  summary:
    'Marks notifications read: {ids} (up to 100; ids that are not this account’s change nothing) or {all: true}. Answers the unread count afterwards.',
  tag: 'App',
  access: 'parent',
  body: markReadBody,
  shape: 'mutation',
  output: unreadCount,
  handler: (ctx, { body }) => markParentRead(ctx, body),
});
