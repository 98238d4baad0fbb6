import { endpoint } from '@/lib/server/http/endpoint';
import { inactivateSession } from '@/lib/server/session/inactivate-session';
import { sessionIdParams } from '@/lib/schemas/session';

// PUT /api/webadmin/session/inactivate/{session_id} – sign out one of one's sessions
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/session/inactivate/{session_id}',
  summary: "Signs out one of the caller's sessions.",
  tag: 'Session',
  access: 'user',
  params: sessionIdParams,
  shape: 'mutation',
  errors: [404],
  handler: (ctx, { params }) => inactivateSession(ctx, params.session_id),
});
