import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { appWebSignIn } from '@/lib/server/app-auth/app-web-sign-in';
import { appLoginSchema } from '@/lib/schemas/app-account';

// POST /api/app/session – the parents' web app's sign-in (HttpOnly cookie)
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/session',
  summary:
    'The parents’ web app’s sign-in: the same as POST /api/app/login, but the session goes into an HttpOnly, SameSite cookie (never answered) and only a request from this origin is taken (403 otherwise).',
  tag: 'App',
  access: 'public',
  body: appLoginSchema,
  shape: 'data',
  output: z.object({ expires_at: z.string() }),
  errors: [401, 403],
  handler: (ctx, { body }, request) => appWebSignIn(ctx, body, request),
});
