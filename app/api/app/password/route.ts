import { endpoint } from '@/lib/server/http/endpoint';
import { changeAppPassword } from '@/lib/server/app-auth/change-app-password';
import { changePasswordSchema } from '@/lib/schemas/auth';

// PUT /api/app/password – a parent changes their own password
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/app/password',
  summary:
    'Changes the parent’s own password (old_password, new_password, renew_password). Every other session of the account ends; this one stays.',
  tag: 'App',
  access: 'parent',
  body: changePasswordSchema,
  shape: 'mutation',
  handler: (ctx, { body }) => changeAppPassword(ctx, body),
});
