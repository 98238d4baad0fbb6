import { z } from 'zod';
import { menuEntry } from '@/lib/schemas/role';
import { endpoint } from '@/lib/server/http/endpoint';
import { listMenusByUser } from '@/lib/server/menu/list-menus-by-user';

// GET /api/webadmin/Menu/get-list-by-user – the menus the caller may read in the chosen school, with counters
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Menu/get-list-by-user',
  summary: 'Menu entries the caller may read in the chosen school, with live counters and allowed actions.',
  tag: 'Menu',
  access: 'tenant',
  shape: 'data',
  output: z.array(menuEntry),
  handler: (ctx) => listMenusByUser(ctx),
});
