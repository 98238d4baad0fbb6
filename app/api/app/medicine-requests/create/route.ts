import { endpoint } from '@/lib/server/http/endpoint';
import { createAppMedicineRequest } from '@/lib/server/medicine/app-medicine-requests';
import { medicineCreateSchema } from '@/lib/schemas/medicine';

// POST /api/app/medicine-requests/create – a parent asks the school to give their child medicines
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/medicine-requests/create',
  summary: 'A medicine request for one of the parent’s own children (another family’s is 404): end not before start, at most 31 days, at least one medicine, times HH:mm (400).',
  tag: 'App',
  access: 'parent',
  body: medicineCreateSchema,
  schoolDays: ({ body }) => ({ from_date: body.from_date, to_date: body.to_date }),
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => createAppMedicineRequest(ctx, body),
});
