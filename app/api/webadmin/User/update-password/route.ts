import { endpoint } from '@/lib/server/http/endpoint';
import { updatePassword } from '@/lib/server/user/update-password';
import { changePasswordSchema } from '@/lib/schemas/auth';

// PUT /api/webadmin/User/update-password – change one's own password
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/User/update-password',
  summary: 'Changes the signed-in user\'s password (old_password, new_password, renew_password).',
  tag: 'User',
  access: 'user',
  body: changePasswordSchema,
  shape: 'mutation',
  handler: (ctx, { body }) => updatePassword(ctx, body),
});
