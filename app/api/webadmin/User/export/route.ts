import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportUsers } from '@/lib/server/user-admin/export-users';
import { userListQuery } from '@/lib/schemas/user-admin';

// GET /api/webadmin/User/export – the staff accounts the screen lists, as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/User/export',
  summary:
    'The staff accounts of get-list (same filters, search, sort and visibility) as .xlsx; headers in the Language of the request, dates as date cells dd/MM/yyyy, phones as text.',
  tag: 'User',
  access: 'tenant',
  right: { menu: 'user', action: 'export' },
  query: userListQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportUsers(ctx, query),
});
