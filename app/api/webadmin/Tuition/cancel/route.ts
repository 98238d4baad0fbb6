import { endpoint } from '@/lib/server/http/endpoint';
import { cancelInvoice } from '@/lib/server/tuition/change-invoice';
import { cancelSchema } from '@/lib/schemas/tuition';

// PUT /api/webadmin/Tuition/cancel
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Tuition/cancel',
  summary: 'Cancels a draft or an issued invoice that has no payment, with a reason; an invoice is never deleted once issued.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'update' },
  body: cancelSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => cancelInvoice(ctx, body.id, body.reason),
});
