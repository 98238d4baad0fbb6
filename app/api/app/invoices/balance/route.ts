import { endpoint } from '@/lib/server/http/endpoint';
import { appInvoiceBalance } from '@/lib/server/tuition/app-invoices';
import { appBalance, appInvoiceQuery } from '@/lib/schemas/tuition';

// GET /api/app/invoices/balance – what the family still owes
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/invoices/balance',
  summary: 'What is still due (whole VND) on the issued invoices of the parent’s children, or of one (student_id; another family’s child is 404), and how many invoices are not paid in full.',
  tag: 'App',
  access: 'parent',
  query: appInvoiceQuery,
  shape: 'data',
  output: appBalance,
  errors: [404],
  handler: (ctx, { query }) => appInvoiceBalance(ctx, query.student_id),
});
