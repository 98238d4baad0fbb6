import { endpoint } from '@/lib/server/http/endpoint';
import { cancelAppMedicineRequest } from '@/lib/server/medicine/app-medicine-requests';
import { medicineIdBody } from '@/lib/schemas/medicine';

// POST /api/app/medicine-requests/cancel – a parent withdraws a pending medicine request
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/medicine-requests/cancel',
  summary: 'Cancels one of the family’s pending medicine requests; a decided one is 409, another family’s 404.',
  tag: 'App',
  access: 'parent',
  body: medicineIdBody,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => cancelAppMedicineRequest(ctx, body.id),
});
