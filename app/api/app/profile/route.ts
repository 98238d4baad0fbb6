import { appProfile } from '@/lib/schemas/app-account';
import { endpoint } from '@/lib/server/http/endpoint';
import { getAppProfile } from '@/lib/server/app-auth/app-family';

// GET /api/app/profile – the signed-in parent
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/profile',
  summary: 'The parents’ app account: username, guardian name and phone, school.',
  tag: 'App',
  access: 'parent',
  shape: 'data',
  output: appProfile,
  handler: (ctx) => getAppProfile(ctx),
});
