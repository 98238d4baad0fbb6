import { endpoint } from '@/lib/server/http/endpoint';
import { getAppInvoice } from '@/lib/server/tuition/app-invoices';
import { appInvoiceFull, appInvoiceIdQuery } from '@/lib/schemas/tuition';

// GET /api/app/invoices/detail – one of the family's issued invoices
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/invoices/detail',
  summary: 'One issued invoice of the parent’s children (another family’s, a draft or a cancelled one is 404): lines, payments with their ids (for GET /api/app/invoices/receipt), total, paid, balance (whole VND), the VietQR payload and the bank transfer (bank, account, amount, note) of what is due.',
  tag: 'App',
  access: 'parent',
  query: appInvoiceIdQuery,
  shape: 'data',
  output: appInvoiceFull,
  errors: [404],
  handler: (ctx, { query }) => getAppInvoice(ctx, query.id),
});
