import { buildOpenApi } from '@/lib/server/http/openapi';
import { allHandlers } from './endpoints';

// GET /api/webadmin/openapi.json – generated from the endpoint declarations
export async function GET() {
  // Like every API answer: no cache keeps it (it describes what this server takes, and changes with every release).
  return Response.json(buildOpenApi(allHandlers()), { headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } });
}
