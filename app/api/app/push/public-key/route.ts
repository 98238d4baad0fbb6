import { endpoint } from '@/lib/server/http/endpoint';
import { getPushPublicKey } from '@/lib/server/push/subscriptions';
import { pushPublicKey } from '@/lib/schemas/push';

// GET /api/app/push/public-key – the VAPID public key, for the parents' app (the same as Config/push-public-key)
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/push/public-key',
  summary: 'The VAPID public key (uncompressed P-256 point, base64url) a device subscribes to Web Push with (`applicationServerKey`).',
  tag: 'App',
  access: 'parent',
  shape: 'data',
  output: pushPublicKey,
  handler: () => getPushPublicKey(),
});
