import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportDeclarations } from '@/lib/server/health/export-declarations';
import { healthListQuery } from '@/lib/schemas/health';

// GET /api/webadmin/HealthDeclaration/export – the filtered measurements as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/HealthDeclaration/export',
  summary: 'The filtered list of measurements (same filters, search and scope as get-list) as .xlsx; headers in the Language of the request, dates as date cells dd/MM/yyyy.',
  tag: 'HealthDeclaration',
  access: 'tenant',
  right: { menu: 'health-declaration', action: 'export' },
  query: healthListQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportDeclarations(ctx, query),
});
