import { endpoint } from '@/lib/server/http/endpoint';
import { inactivateSessionByToken } from '@/lib/server/session/inactivate-session';
import { tokenHashParams } from '@/lib/schemas/session';

// PUT /api/webadmin/session/inactivate-by-token/{hashed token} – sign-out of the current session
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/session/inactivate-by-token/{hashed_token}',
  summary: 'Ends the current session, named by the SHA-256 (hex) of its bearer token.',
  tag: 'Session',
  access: 'user',
  params: tokenHashParams,
  shape: 'mutation',
  errors: [404],
  handler: (ctx, { params }) => inactivateSessionByToken(ctx, params.hashed_token),
});
