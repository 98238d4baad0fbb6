import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { listAppInvoices } from '@/lib/server/tuition/app-invoices';
import { appInvoiceQuery, appInvoiceFull } from '@/lib/schemas/tuition';

// GET /api/app/invoices – the family's issued invoices
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/invoices',
  summary: 'The issued invoices of the parent’s children (or of one, student_id; another family’s child is 404), newest month first: lines, payments, total, paid, balance (whole VND), the VietQR payload and the bank transfer of what is due, the child’s name and class, each payment’s id (for its receipt). All of them at once: GET /api/app/invoices/list pages them.',
  tag: 'App',
  access: 'parent',
  query: appInvoiceQuery,
  shape: 'data',
  output: z.array(appInvoiceFull),
  errors: [403, 404, 409],
  handler: (ctx, { query }) => listAppInvoices(ctx, query.student_id),
});
