import { endpoint } from '@/lib/server/http/endpoint';
import { listFeeItems } from '@/lib/server/tuition/fee-items';
import { feeItemRow } from '@/lib/schemas/tuition';

// GET /api/webadmin/FeeItem/get-list
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/FeeItem/get-list',
  summary: 'The school’s fee items (tuition, meals, extra classes, one-off fees), active first, by name.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'read' },
  output: feeItemRow,
  shape: 'list',
  errors: [404],
  handler: (ctx) => listFeeItems(ctx),
});
