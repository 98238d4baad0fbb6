import { endpoint } from '@/lib/server/http/endpoint';
import { listAppAccounts } from '@/lib/server/app-account/list-app-accounts';
import { appAccountListQuery, appAccountRow } from '@/lib/schemas/app-account';

// GET /api/webadmin/AppAccount/get-list – parents' app accounts
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/AppAccount/get-list',
  summary:
    'Parents’ app accounts with guardian and linked children; accent-free search over username, guardian and child names; status filter; teachers see their classes’ families only.',
  tag: 'AppAccount',
  access: 'tenant',
  right: { menu: 'app-account', action: 'read' },
  query: appAccountListQuery,
  shape: 'list',
  output: appAccountRow,
  errors: [404],
  handler: (ctx, { query }) => listAppAccounts(ctx, query),
});
