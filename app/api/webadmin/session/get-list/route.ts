import { endpoint } from '@/lib/server/http/endpoint';
import { listSessions } from '@/lib/server/session/list-sessions';
import { sessionListQuery, sessionRow } from '@/lib/schemas/session';

// GET /api/webadmin/session/get-list – the caller's sessions
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/session/get-list',
  summary: "The caller's own sessions (page, page_size ≤ 100, order_by, active_status).",
  tag: 'Session',
  access: 'user',
  query: sessionListQuery,
  shape: 'list',
  output: sessionRow,
  handler: (ctx, { query }) => listSessions(ctx, query),
});
