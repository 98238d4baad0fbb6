import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportMissingDoses } from '@/lib/server/vaccine/export-missing';
import { classIdQuery } from '@/lib/schemas/vaccine';

// GET /api/webadmin/VaccineDeclaration/export-missing?class_id= – the class's missing doses as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/VaccineDeclaration/export-missing',
  summary: 'The class’s missing doses (as get-missing) as .xlsx; headers in the Language of the request, dates dd/MM/yyyy.',
  tag: 'VaccineDeclaration',
  access: 'tenant',
  right: { menu: 'vaccine-declaration', action: 'export' },
  query: classIdQuery,
  errors: [404, 422],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportMissingDoses(ctx, query.class_id),
});
