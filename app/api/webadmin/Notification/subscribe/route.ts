import { endpoint } from '@/lib/server/http/endpoint';
import { subscribeStaffPush } from '@/lib/server/push/subscriptions';
import { pushSubscribed, pushSubscriptionBody } from '@/lib/schemas/push';

// POST /api/webadmin/Notification/subscribe – this device's Web Push subscription for the signed-in staff user
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Notification/subscribe',
  summary:
    'Stores this device’s Web Push subscription (the browser’s PushSubscription JSON) for the signed-in user, whatever the school, in the request’s language. The endpoint must be https: on a public address; p256dh a P-256 point, auth 16 bytes (base64url). The same endpoint again replaces its keys and owner; at most 10 devices per person (the oldest goes).',
  tag: 'Notification',
  access: 'user',
  body: pushSubscriptionBody,
  shape: 'mutation',
  output: pushSubscribed,
  handler: (ctx, { body }) => subscribeStaffPush(ctx, body),
});
