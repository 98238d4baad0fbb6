import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { listAppMedicineRequests } from '@/lib/server/medicine/app-medicine-requests';
import { appMedicineListQuery, medicineRow } from '@/lib/schemas/medicine';

// GET /api/app/medicine-requests – the family's medicine requests with their dose log
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/medicine-requests',
  summary: 'The medicine requests of the parent’s own children (or of one, student_id; another family’s child is 404), newest first, with medicines and every dose slot (given, not_given, due).',
  tag: 'App',
  access: 'parent',
  query: appMedicineListQuery,
  shape: 'data',
  output: z.array(medicineRow),
  errors: [404, 409, 422],
  handler: (ctx, { query }) => listAppMedicineRequests(ctx, query.student_id),
});
