import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportDebtByChild } from '@/lib/server/tuition/debt-by-child';
import { debtByChildQuery } from '@/lib/schemas/tuition';

// GET /api/webadmin/Tuition/export-debt-by-child – the debt by child as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Tuition/export-debt-by-child',
  summary: 'The debt by child (the same filters as get-debt-by-child) as .xlsx, under a title naming the school and the month.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'export' },
  query: debtByChildQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportDebtByChild(ctx, query),
});
