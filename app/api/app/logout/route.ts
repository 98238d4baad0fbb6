import { endpoint } from '@/lib/server/http/endpoint';
import { appLogout } from '@/lib/server/app-auth/app-logout';

// POST /api/app/logout – end this device's session
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/logout',
  summary: 'Signs this device out: its parents’ app session ends (other devices stay signed in) and the web app’s cookie is cleared.',
  tag: 'App',
  access: 'parent',
  shape: 'mutation',
  handler: (ctx, _input, request) => appLogout(ctx, request),
});
