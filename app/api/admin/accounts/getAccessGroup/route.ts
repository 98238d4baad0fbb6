import { accessGroupsAnswer } from '@/lib/schemas/auth';
import { endpoint } from '@/lib/server/http/endpoint';
import { accessGroups } from '@/lib/server/user/get-current-user';

// GET /api/admin/accounts/getAccessGroup – the caller's access rights in the chosen school ('{menu}.{action}')
export const GET = endpoint({
  method: 'GET',
  path: '/api/admin/accounts/getAccessGroup',
  summary: "The caller's access rights in the chosen school, as '{menu}.{action}' strings.",
  tag: 'User',
  access: 'tenant',
  shape: 'data',
  output: accessGroupsAnswer,
  handler: async (ctx) => accessGroups(ctx),
});
