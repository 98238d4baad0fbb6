import { endpoint } from '@/lib/server/http/endpoint';
import { listInvoices } from '@/lib/server/tuition/list-invoices';
import { invoiceListQuery, invoiceRow } from '@/lib/schemas/tuition';

// GET /api/webadmin/Tuition/get-invoices
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Tuition/get-invoices',
  summary: 'A month’s invoices filtered by class and status, searchable by child or invoice number; order_by student_name (default), invoice_no, total, balance, status.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'read' },
  query: invoiceListQuery,
  output: invoiceRow,
  shape: 'list',
  errors: [404],
  handler: (ctx, { query }) => listInvoices(ctx, query),
});
