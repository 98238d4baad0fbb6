import { loginAnswer } from '@/lib/schemas/auth';
import { endpoint } from '@/lib/server/http/endpoint';
import { appLogin } from '@/lib/server/app-auth/app-login';
import { appLoginSchema } from '@/lib/schemas/app-account';

// POST /api/app/login – parents' app sign-in
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/login',
  summary:
    'Parents’ app sign-in with school code, username (usually the phone) and password → a parents’ app token. Failures slow the next attempts down (429 with Retry-After); a locked account → 403.',
  tag: 'App',
  access: 'public',
  body: appLoginSchema,
  shape: 'data',
  output: loginAnswer,
  errors: [401, 403],
  handler: (ctx, { body }, request) => appLogin(ctx, body, request),
});
