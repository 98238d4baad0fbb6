import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportPayments } from '@/lib/server/tuition/export-payments';
import { paymentsReportQuery } from '@/lib/schemas/tuition';

// GET /api/webadmin/Tuition/export-payments – the payments by day and method, as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Tuition/export-payments',
  summary:
    'The payments of get-payments-report (by day and method between two days) as .xlsx; headers in the Language of the request, days as date cells dd/MM/yyyy.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'export' },
  query: paymentsReportQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportPayments(ctx, query.from, query.to),
});
