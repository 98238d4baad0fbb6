import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportRoles } from '@/lib/server/role/export-roles';
import { roleListQuery } from '@/lib/schemas/role';

// GET /api/webadmin/Role/export – the school's roles as the screen lists them, as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Role/export',
  summary:
    'The roles of get-list (same search and sort) as .xlsx; headers in the Language of the request, dates as date cells dd/MM/yyyy.',
  tag: 'Role',
  access: 'tenant',
  right: { menu: 'role', action: 'export' },
  query: roleListQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportRoles(ctx, query),
});
