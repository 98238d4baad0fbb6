import { fileEndpoint } from '@/lib/server/files/file-endpoint';
import { appReceiptPdf } from '@/lib/server/tuition/app-receipt';
import { appReceiptQuery } from '@/lib/schemas/tuition';

// GET /api/app/invoices/receipt – the receipt of one of the family's payments (PDF)
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/app/invoices/receipt',
  summary: 'The receipt of a payment on one of the parent’s children’s invoices (another family’s is 404) as an A5 PDF: school, child, class, invoice, amount in VND, method, day paid, balance, who received it and the receipt number, in the Language of the request.',
  tag: 'App',
  access: 'parent',
  query: appReceiptQuery,
  errors: [404],
  produces: ['application/pdf'],
  handler: (ctx, { query }) => appReceiptPdf(ctx, query.payment_id),
});
