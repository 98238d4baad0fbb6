import { endpoint } from '@/lib/server/http/endpoint';
import { updateFeeItem } from '@/lib/server/tuition/fee-items';
import { feeItemSchema } from '@/lib/schemas/tuition';
import { idParams } from '@/lib/schemas/list';
import { lastDayOfMonth } from '@/lib/server/http/school-days';

// PUT /api/webadmin/FeeItem/update/{id}
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/FeeItem/update/{id}',
  summary: 'Changes a fee item; invoices already made keep their lines.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'update' },
  body: feeItemSchema,
  params: idParams,
  schoolDays: ({ body }) => ({ valid_from: lastDayOfMonth(body.valid_from) }),
  shape: 'mutation',
  errors: [404],
  handler: (ctx, { body, params }) => updateFeeItem(ctx, params.id, body),
});
