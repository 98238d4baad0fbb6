import { droplistAnswer } from '@/lib/schemas/master-data';
import { endpoint } from '@/lib/server/http/endpoint';
import { getDroplist } from '@/lib/server/masterdata/get-droplist';

// GET /api/webadmin/MasterData/get-droplist – common data for drop-down lists and role names
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/MasterData/get-droplist',
  summary: 'Common data: typed entries (type, value like status_active, name) and the school\'s roles as key/value.',
  tag: 'MasterData',
  access: 'tenant',
  shape: 'data',
  output: droplistAnswer,
  handler: (ctx) => getDroplist(ctx),
});
