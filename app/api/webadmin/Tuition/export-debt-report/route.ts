import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportDebtReport } from '@/lib/server/tuition/export-debt-report';
import { monthQuery } from '@/lib/schemas/tuition';

// GET /api/webadmin/Tuition/export-debt-report – the month's debt report as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Tuition/export-debt-report',
  summary: 'The debt report of a month (per class: invoiced, paid, balance, and the totals) as .xlsx.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'export' },
  query: monthQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportDebtReport(ctx, query.month),
});
