import { endpoint } from '@/lib/server/http/endpoint';
import { getPushPublicKey } from '@/lib/server/push/subscriptions';
import { pushPublicKey } from '@/lib/schemas/push';

// GET /api/webadmin/Config/push-public-key – the VAPID public key browsers subscribe to Web Push with
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Config/push-public-key',
  summary: 'The VAPID public key (RFC 8292; uncompressed P-256 point, base64url): a browser’s `applicationServerKey`. Public, like the tenant-key public key.',
  tag: 'Config',
  access: 'public',
  shape: 'data',
  output: pushPublicKey,
  handler: () => getPushPublicKey(),
});
