import { endpoint } from '@/lib/server/http/endpoint';
import { unsubscribeParentPush } from '@/lib/server/push/subscriptions';
import { pushEndpointBody, pushUnsubscribed } from '@/lib/schemas/push';

// POST /api/app/push/unsubscribe – forget this phone's subscription
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/push/unsubscribe',
  summary: 'Removes the account’s own Web Push subscription with this endpoint (another person’s is left alone). `removed` says whether there was one.',
  tag: 'App',
  access: 'parent',
  body: pushEndpointBody,
  shape: 'mutation',
  output: pushUnsubscribed,
  handler: (ctx, { body }) => unsubscribeParentPush(ctx, body),
});
