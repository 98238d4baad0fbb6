import { endpoint } from '@/lib/server/http/endpoint';
import { parentPushStatus } from '@/lib/server/push/subscriptions';
import { pushStatus, pushEndpointBody } from '@/lib/schemas/push';

// GET /api/app/push/status?endpoint= – is this browser's subscription the account's?
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/push/status',
  summary: 'Whether the Web Push subscription with this endpoint is the account’s own (a shared device may hold another person’s). Changes nothing.',
  tag: 'App',
  access: 'parent',
  query: pushEndpointBody,
  shape: 'data',
  output: pushStatus,
  handler: (ctx, { query }) => parentPushStatus(ctx, query),
});
