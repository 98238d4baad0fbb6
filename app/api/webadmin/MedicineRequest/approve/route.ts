import { endpoint } from '@/lib/server/http/endpoint';
import { approveMedicineRequest } from '@/lib/server/medicine/decide-medicine-request';
import { medicineIdBody } from '@/lib/schemas/medicine';

// PUT /api/webadmin/MedicineRequest/approve – accept a pending medicine request
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/MedicineRequest/approve',
  summary: 'Accepts a pending medicine request of the caller’s scope (409 otherwise); its doses can then be logged.',
  tag: 'MedicineRequest',
  access: 'tenant',
  right: { menu: 'medicine-request', action: 'approve' },
  body: medicineIdBody,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => approveMedicineRequest(ctx, body.id),
});
