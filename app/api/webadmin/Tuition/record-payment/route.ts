import { endpoint } from '@/lib/server/http/endpoint';
import { recordPayment } from '@/lib/server/tuition/record-payment';
import { paymentSchema, paymentRecorded } from '@/lib/schemas/tuition';

// POST /api/webadmin/Tuition/record-payment
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Tuition/record-payment',
  summary: 'Records a payment (cash or transfer, not above the balance, not zero, not a future day) with the next receipt number of the school’s year.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'create' },
  body: paymentSchema,
  schoolDays: ({ body }) => ({ paid_on: body.paid_on }),
  shape: 'mutation',
  output: paymentRecorded,
  errors: [404, 409],
  handler: (ctx, { body }) => recordPayment(ctx, body),
});
