import { endpoint } from '@/lib/server/http/endpoint';
import { createAppAccount } from '@/lib/server/app-account/create-app-account';
import { appAccountCreateSchema, appAccountPasswordResult } from '@/lib/schemas/app-account';

// POST /api/webadmin/AppAccount/create – one parents' app account; the password is answered once
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/AppAccount/create',
  summary:
    'Creates an app account for a guardian, linked to the family’s children; answers the generated password once.',
  tag: 'AppAccount',
  access: 'tenant',
  right: { menu: 'app-account', action: 'create' },
  body: appAccountCreateSchema,
  shape: 'data',
  output: appAccountPasswordResult,
  errors: [404, 409, 422],
  handler: (ctx, { body }) => createAppAccount(ctx, body),
});
