import { fileEndpoint } from '@/lib/server/files/file-endpoint';
import { receiptPdf } from '@/lib/server/tuition/receipt-pdf';
import { receiptParams } from '@/lib/schemas/tuition';

// GET /api/webadmin/Tuition/receipt/{payment_id} – the printable receipt of a payment (PDF)
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Tuition/receipt/{payment_id}',
  summary: 'The receipt of one payment as an A5 PDF (Vietnamese text in an embedded font), in the Language of the request.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'read' },
  params: receiptParams,
  errors: [404],
  produces: ['application/pdf'],
  handler: (ctx, { params }) => receiptPdf(ctx, params.payment_id),
});
