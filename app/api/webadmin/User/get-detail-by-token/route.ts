import { currentUserAnswer } from '@/lib/schemas/auth';
import { endpoint } from '@/lib/server/http/endpoint';
import { getCurrentUser } from '@/lib/server/user/get-current-user';

// GET /api/webadmin/User/get-detail-by-token – the signed-in user, with roles and scope in the chosen school
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/User/get-detail-by-token',
  summary: 'The signed-in user: full name, e-mail, language, role keys, scope and rights in the chosen school.',
  tag: 'User',
  access: 'user',
  shape: 'data',
  output: currentUserAnswer,
  handler: async (ctx) => getCurrentUser(ctx),
});
