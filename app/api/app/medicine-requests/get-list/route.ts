import { endpoint } from '@/lib/server/http/endpoint';
import { pageAppMedicineRequests } from '@/lib/server/medicine/app-medicine-requests';
import { medicineRow } from '@/lib/schemas/medicine';
import { appRequestPageQuery } from '@/lib/schemas/request-list';

// GET /api/app/medicine-requests/get-list – the family's medicine requests a page at a time, each with its dose log
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/medicine-requests/get-list',
  summary:
    'The medicine requests of the parent’s own children (or of one, student_id; another family’s child is 404), newest first, with medicines and every dose slot (given, not_given, due), a page at a time: page, page_size (20 by default, at most 100); answers {data, total}.',
  tag: 'App',
  access: 'parent',
  query: appRequestPageQuery,
  shape: 'list',
  output: medicineRow,
  errors: [404, 409, 422],
  handler: (ctx, { query }) => pageAppMedicineRequests(ctx, query),
});
