import { appAccountPasswordResult } from '@/lib/schemas/app-account';
import { endpoint } from '@/lib/server/http/endpoint';
import { resetAppAccountPassword } from '@/lib/server/app-account/manage-app-account';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/AppAccount/reset-password/{id} – a new password, answered once
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/AppAccount/reset-password/{id}',
  summary: 'Sets a new generated password (answered once) and ends the account’s app sessions.',
  tag: 'AppAccount',
  access: 'tenant',
  right: { menu: 'app-account', action: 'update' },
  params: idParams,
  shape: 'data',
  output: appAccountPasswordResult,
  errors: [404, 409, 422],
  handler: (ctx, { params }) => resetAppAccountPassword(ctx, params.id),
});
