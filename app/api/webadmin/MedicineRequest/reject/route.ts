import { endpoint } from '@/lib/server/http/endpoint';
import { rejectMedicineRequest } from '@/lib/server/medicine/decide-medicine-request';
import { medicineRejectSchema } from '@/lib/schemas/medicine';

// PUT /api/webadmin/MedicineRequest/reject – refuse a pending medicine request, with a reason
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/MedicineRequest/reject',
  summary: 'Rejects a pending medicine request (409 otherwise) with the reason the parent reads (required, 400).',
  tag: 'MedicineRequest',
  access: 'tenant',
  right: { menu: 'medicine-request', action: 'approve' },
  body: medicineRejectSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => rejectMedicineRequest(ctx, body),
});
