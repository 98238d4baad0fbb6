import { endpoint } from '@/lib/server/http/endpoint';
import { staffPushStatus } from '@/lib/server/push/subscriptions';
import { pushStatus, pushEndpointBody } from '@/lib/schemas/push';

// GET /api/webadmin/Notification/push-status?endpoint= – is this browser's subscription the signed-in user's?
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Notification/push-status',
  summary: 'Whether the Web Push subscription with this endpoint is the signed-in user’s own (a shared device may hold another person’s). Changes nothing.',
  tag: 'Notification',
  access: 'user',
  query: pushEndpointBody,
  shape: 'data',
  output: pushStatus,
  handler: (ctx, { query }) => staffPushStatus(ctx, query),
});
