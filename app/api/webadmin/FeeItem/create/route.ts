import { endpoint } from '@/lib/server/http/endpoint';
import { createFeeItem } from '@/lib/server/tuition/fee-items';
import { feeItemSchema } from '@/lib/schemas/tuition';
import { lastDayOfMonth } from '@/lib/server/http/school-days';

// POST /api/webadmin/FeeItem/create
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/FeeItem/create',
  summary: 'Creates a fee item: kind monthly, per_day_present or once, a whole amount in VND, the classes it applies to (none = every class), whether excused days are credited, valid from a month.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'create' },
  body: feeItemSchema,
  schoolDays: ({ body }) => ({ valid_from: lastDayOfMonth(body.valid_from) }),
  shape: 'mutation',
  errors: [404],
  handler: (ctx, { body }) => createFeeItem(ctx, body),
});
