import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { nutritionReport } from '@/lib/server/health/nutrition-report';
import { nutritionReportQuery, nutritionReportRow } from '@/lib/schemas/health';

// GET /api/webadmin/HealthDeclaration/get-nutrition-report – the term's nutrition report
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/HealthDeclaration/get-nutrition-report',
  summary:
    'For the school, each age group and each class (optionally one class_id): children studying, children measured from..to (each by their last measurement), underweight moderate/severe, stunted moderate/severe, wasted, overweight, obese; the same for compare_from..compare_to in `previous`.',
  tag: 'HealthDeclaration',
  access: 'tenant',
  right: { menu: 'health-declaration', action: 'read' },
  query: nutritionReportQuery,
  shape: 'data',
  output: z.array(nutritionReportRow),
  errors: [404],
  handler: (ctx, { query }) => nutritionReport(ctx, query),
});
