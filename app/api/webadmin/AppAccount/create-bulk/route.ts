import { endpoint } from '@/lib/server/http/endpoint';
import { createAppAccountsBulk } from '@/lib/server/app-account/create-app-accounts-bulk';
import { appAccountBulkSchema, appAccountBulkResult } from '@/lib/schemas/app-account';

// POST /api/webadmin/AppAccount/create-bulk – accounts for the selected children's primary guardians
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/AppAccount/create-bulk',
  summary:
    'For each selected child’s primary guardian without an account, one account named by the phone and linked to all their children; answers created/skipped counts and the passwords once.',
  tag: 'AppAccount',
  access: 'tenant',
  right: { menu: 'app-account', action: 'create' },
  body: appAccountBulkSchema,
  shape: 'data',
  output: appAccountBulkResult,
  errors: [404, 409, 422],
  handler: (ctx, { body }) => createAppAccountsBulk(ctx, body),
});
