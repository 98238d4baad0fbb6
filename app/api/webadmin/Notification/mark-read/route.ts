import { endpoint } from '@/lib/server/http/endpoint';
import { markStaffRead } from '@/lib/server/notification/staff-inbox';
import { markReadBody, unreadCount } from '@/lib/schemas/notification';

// POST /api/webadmin/Notification/mark-read {ids[]} | {all: true} – marks the user's notifications read
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Notification/mark-read',
  summary:
    'Marks the signed-in user’s notifications in the chosen school read: {ids} (up to 100; ids that are not theirs change nothing) or {all: true}. Answers the unread count afterwards.',
  tag: 'Notification',
  access: 'tenant',
  body: markReadBody,
  shape: 'mutation',
  output: unreadCount,
  handler: (ctx, { body }) => markStaffRead(ctx, body),
});
