import { endpoint } from '@/lib/server/http/endpoint';
import { debtReport } from '@/lib/server/tuition/tuition-reports';
import { debtReport as debtReportSchema, monthQuery } from '@/lib/schemas/tuition';

// GET /api/webadmin/Tuition/get-debt-report
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Tuition/get-debt-report',
  summary: 'Per class, what the month’s issued invoices bill, what is paid and what is due, with totals.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'read' },
  query: monthQuery,
  output: debtReportSchema,
  shape: 'data',
  errors: [404],
  handler: (ctx, { query }) => debtReport(ctx, query.month),
});
