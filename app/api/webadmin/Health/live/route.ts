import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { addResponseHeader } from '@/lib/server/http/response-headers';

// GET /api/webadmin/Health/live – answers {} to anyone: no session, no school, no database. A load balancer's
// liveness probe, and the bare call `npm run bench` measures every scenario against; it costs nothing, so it spends
// no per-address budget (a load balancer's probes, or the bench's 50 connections, are never answered 429).
// `X-Server-Process` names the server process that answered: `npm start` runs one per core on PostgreSQL
// (scripts/start.mjs), each connection served by one of them.
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Health/live',
  summary: 'Answers an empty object without a session or the database: the process is up (liveness).',
  tag: 'Health',
  access: 'public',
  unmetered: true,
  shape: 'data',
  output: z.object({}),
  handler: async (_ctx, _input, request) => {
    addResponseHeader(request, 'x-server-process', String(process.pid));
    return {};
  },
});
