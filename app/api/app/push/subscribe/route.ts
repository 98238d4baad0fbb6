import { endpoint } from '@/lib/server/http/endpoint';
import { subscribeParentPush } from '@/lib/server/push/subscriptions';
import { pushSubscribed, pushSubscriptionBody } from '@/lib/schemas/push';

// POST /api/app/push/subscribe – this phone's Web Push subscription for the parents' app account
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/push/subscribe',
  summary:
    'Stores this device’s Web Push subscription (the browser’s PushSubscription JSON) for the account, in the request’s language. The endpoint must be https: on a public address; p256dh a P-256 point, auth 16 bytes (base64url). The same endpoint again replaces its keys and owner; at most 10 devices per person (the oldest goes).',
  tag: 'App',
  access: 'parent',
  body: pushSubscriptionBody,
  shape: 'mutation',
  output: pushSubscribed,
  handler: (ctx, { body }) => subscribeParentPush(ctx, body),
});
