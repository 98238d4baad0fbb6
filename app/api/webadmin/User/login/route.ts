import { endpoint } from '@/lib/server/http/endpoint';
import { login } from '@/lib/server/user/login';
import { loginAnswer, loginSchema } from '@/lib/schemas/auth';

// POST /api/webadmin/User/login – username or e-mail and password → bearer token
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/User/login',
  summary: 'Sign in with username (or e-mail) and password; answers the bearer token.',
  tag: 'User',
  access: 'public',
  body: loginSchema,
  shape: 'data',
  output: loginAnswer,
  errors: [401, 403],
  handler: (ctx, { body }, request) => login(ctx, body, request),
});
