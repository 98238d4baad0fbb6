import { endpoint } from '@/lib/server/http/endpoint';
import { createUserAccount } from '@/lib/server/user-admin/create-user-account';
import { userCreateSchema } from '@/lib/schemas/user-admin';

// POST /api/webadmin/User/create – right user.create
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/User/create',
  summary:
    'Creates a staff account with its schools, roles, scope and classes (409 errors.username_taken / errors.email_taken).',
  tag: 'User',
  access: 'tenant',
  right: { menu: 'user', action: 'create' },
  body: userCreateSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => createUserAccount(ctx, body),
});
