import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportAppAccounts } from '@/lib/server/app-account/export-app-accounts';
import { appAccountListQuery } from '@/lib/schemas/app-account';

// GET /api/webadmin/AppAccount/export – the parents' accounts the screen lists as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/AppAccount/export',
  summary:
    'The parents’ accounts of get-list (same filters, search, sort and scope) as .xlsx; headers in the Language of the request, dates as date cells dd/MM/yyyy, phones as text.',
  tag: 'AppAccount',
  access: 'tenant',
  right: { menu: 'app-account', action: 'export' },
  query: appAccountListQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportAppAccounts(ctx, query),
});
