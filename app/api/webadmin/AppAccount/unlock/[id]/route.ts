import { endpoint } from '@/lib/server/http/endpoint';
import { setAppAccountStatus } from '@/lib/server/app-account/manage-app-account';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/AppAccount/unlock/{id}
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/AppAccount/unlock/{id}',
  summary: 'Unlocks a parents’ app account.',
  tag: 'AppAccount',
  access: 'tenant',
  right: { menu: 'app-account', action: 'update' },
  params: idParams,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { params }) => setAppAccountStatus(ctx, params.id, 'active'),
});
