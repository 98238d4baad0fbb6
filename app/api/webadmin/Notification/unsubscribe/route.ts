import { endpoint } from '@/lib/server/http/endpoint';
import { unsubscribeStaffPush } from '@/lib/server/push/subscriptions';
import { pushEndpointBody, pushUnsubscribed } from '@/lib/schemas/push';

// POST /api/webadmin/Notification/unsubscribe – forget this device's subscription
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Notification/unsubscribe',
  summary: 'Removes the signed-in user’s own Web Push subscription with this endpoint (another person’s is left alone). `removed` says whether there was one.',
  tag: 'Notification',
  access: 'user',
  body: pushEndpointBody,
  shape: 'mutation',
  output: pushUnsubscribed,
  handler: (ctx, { body }) => unsubscribeStaffPush(ctx, body),
});
