import { endpoint } from '@/lib/server/http/endpoint';
import { inactivateAllSessions } from '@/lib/server/session/inactivate-session';

// PUT /api/webadmin/session/inactivate-by-user – sign out everywhere
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/session/inactivate-by-user',
  summary: "Signs out every session of the caller, the current one included.",
  tag: 'Session',
  access: 'user',
  shape: 'mutation',
  errors: [404],
  handler: (ctx) => inactivateAllSessions(ctx),
});
