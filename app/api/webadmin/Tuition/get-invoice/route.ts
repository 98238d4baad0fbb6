import { endpoint } from '@/lib/server/http/endpoint';
import { getInvoice } from '@/lib/server/tuition/get-invoice';
import { invoiceDetail } from '@/lib/schemas/tuition';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/Tuition/get-invoice
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Tuition/get-invoice',
  summary: 'One invoice with its lines, payments and the VietQR payload of what is still due.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'read' },
  query: idQuery,
  output: invoiceDetail,
  shape: 'data',
  errors: [404],
  handler: (ctx, { query }) => getInvoice(ctx, query.id),
});
