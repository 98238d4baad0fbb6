import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportInvoices } from '@/lib/server/tuition/export-invoices';
import { invoiceListQuery } from '@/lib/schemas/tuition';

// GET /api/webadmin/Tuition/export-invoices – the month's invoices as the screen lists them, as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Tuition/export-invoices',
  summary:
    'The invoices of get-invoices (same filters, search, sort and scope) as .xlsx; headers in the Language of the request.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'export' },
  query: invoiceListQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportInvoices(ctx, query),
});
