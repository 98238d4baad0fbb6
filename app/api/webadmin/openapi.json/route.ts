import { buildOpenApi } from '@/lib/server/http/openapi';
import { allHandlers } from './endpoints';

// GET /api/webadmin/openapi.json – generated from the endpoint declarations
export async function GET() {
  return Response.json(buildOpenApi(allHandlers()));
}
