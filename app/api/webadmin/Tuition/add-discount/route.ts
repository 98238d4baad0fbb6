import { endpoint } from '@/lib/server/http/endpoint';
import { addDiscount } from '@/lib/server/tuition/change-invoice';
import { discountSchema } from '@/lib/schemas/tuition';

// POST /api/webadmin/Tuition/add-discount
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Tuition/add-discount',
  summary: 'Adds a discount to a draft: an amount or a percentage of its fees (not both), with a reason; never negative nor above the total.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'update' },
  body: discountSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => addDiscount(ctx, body),
});
