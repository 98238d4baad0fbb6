import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportNutritionReport } from '@/lib/server/health/export-nutrition-report';
import { nutritionReportQuery } from '@/lib/schemas/health';

// GET /api/webadmin/HealthDeclaration/export-nutrition-report – the nutrition report as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/HealthDeclaration/export-nutrition-report',
  summary:
    'The nutrition report (same query as get-nutrition-report) as .xlsx in the Language of the request: periods as date cells, counts and rates as numbers, and a sheet of the children with a WHO class.',
  tag: 'HealthDeclaration',
  access: 'tenant',
  right: { menu: 'health-declaration', action: 'export' },
  query: nutritionReportQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportNutritionReport(ctx, query),
});
