import { medicineRow } from '@/lib/schemas/medicine';
import { endpoint } from '@/lib/server/http/endpoint';
import { getMedicineRequest } from '@/lib/server/medicine/get-medicine-request';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/MedicineRequest/get-detail?id= – one medicine request with every dose slot
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/MedicineRequest/get-detail',
  summary: 'One medicine request of the caller’s school and scope (404 otherwise): medicines, who asked and decided, and every dose slot (given, not_given or due).',
  tag: 'MedicineRequest',
  access: 'tenant',
  right: { menu: 'medicine-request', action: 'read' },
  query: idQuery,
  shape: 'data',
  output: medicineRow,
  errors: [404, 409],
  handler: (ctx, { query }) => getMedicineRequest(ctx, query.id),
});
