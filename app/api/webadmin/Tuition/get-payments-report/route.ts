import { endpoint } from '@/lib/server/http/endpoint';
import { paymentsReport } from '@/lib/server/tuition/tuition-reports';
import { paymentsReport as paymentsReportSchema, paymentsReportQuery } from '@/lib/schemas/tuition';

// GET /api/webadmin/Tuition/get-payments-report
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Tuition/get-payments-report',
  summary: 'Payments by day and method between two days.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'read' },
  query: paymentsReportQuery,
  output: paymentsReportSchema,
  shape: 'data',
  errors: [404],
  handler: (ctx, { query }) => paymentsReport(ctx, query.from, query.to),
});
