import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { login } from '@/lib/server/user/login';
import { loginSchema } from '@/lib/schemas/auth';

// POST /api/webadmin/User/login – username or e-mail and password → bearer token
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/User/login',
  summary: 'Sign in with username (or e-mail) and password; answers the bearer token.',
  tag: 'User',
  access: 'public',
  body: loginSchema,
  shape: 'data',
  output: z.object({ accessToken: z.string(), token_type: z.literal('Bearer'), expires_at: z.string() }),
  handler: (ctx, { body }, request) => login(ctx, body, request),
});
