import { endpoint } from '@/lib/server/http/endpoint';
import { createMedicineRequest } from '@/lib/server/medicine/create-medicine-request';
import { medicineCreateSchema } from '@/lib/schemas/medicine';

// POST /api/webadmin/MedicineRequest/create – staff record a medicine request a parent gave on paper
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/MedicineRequest/create',
  summary:
    'A medicine request entered by staff for a studying child of their scope (404 outside it, 422 for a child who left): the medicines with their times, end not before start and a bounded length (400). It waits for approval like a parent’s.',
  tag: 'MedicineRequest',
  access: 'tenant',
  right: { menu: 'medicine-request', action: 'create' },
  body: medicineCreateSchema,
  schoolDays: ({ body }) => ({ from_date: body.from_date, to_date: body.to_date }),
  shape: 'mutation',
  errors: [404, 422],
  handler: (ctx, { body }) => createMedicineRequest(ctx, body),
});
