import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportVaccineDeclarations } from '@/lib/server/vaccine/export-declarations';
import { vaccineDeclarationListQuery } from '@/lib/schemas/vaccine';

// GET /api/webadmin/VaccineDeclaration/export – the vaccine declarations the screen lists, as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/VaccineDeclaration/export',
  summary:
    'The vaccine declarations of get-list (same filters, search, sort and scope) as .xlsx; headers in the Language of the request, dates as date cells dd/MM/yyyy.',
  tag: 'VaccineDeclaration',
  access: 'tenant',
  right: { menu: 'vaccine-declaration', action: 'export' },
  query: vaccineDeclarationListQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportVaccineDeclarations(ctx, query),
});
