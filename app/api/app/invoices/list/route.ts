import { endpoint } from '@/lib/server/http/endpoint';
import { pageAppInvoices } from '@/lib/server/tuition/app-invoices';
import { appInvoiceFull, appInvoicePageQuery } from '@/lib/schemas/tuition';

// GET /api/app/invoices/list – the family's issued invoices, a page at a time
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/invoices/list',
  summary: 'The issued invoices of the parent’s children (or of one, student_id; another family’s child is 404), newest month first, a page at a time (page, page_size up to 50, default 10) with the count of all: lines, payments with their ids, total, paid, balance (whole VND), the VietQR payload and the bank transfer of what is due.',
  tag: 'App',
  access: 'parent',
  query: appInvoicePageQuery,
  shape: 'list',
  output: appInvoiceFull,
  errors: [404],
  handler: (ctx, { query }) => pageAppInvoices(ctx, query),
});
