import { endpoint } from '@/lib/server/http/endpoint';
import { listMedicineRequests } from '@/lib/server/medicine/list-medicine-requests';
import { medicineListQuery, medicineRow } from '@/lib/schemas/medicine';

// GET /api/webadmin/MedicineRequest/get-list – medicine requests of the school (a teacher's classes only)
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/MedicineRequest/get-list',
  summary: 'Medicine requests, filtered by class_id, student_id, status and a date range from/to, accent-free search over the child’s name and code; order_by created_at (default, newest first), from_date, student_name, status. Each with its logged doses.',
  tag: 'MedicineRequest',
  access: 'tenant',
  right: { menu: 'medicine-request', action: 'read' },
  query: medicineListQuery,
  shape: 'list',
  output: medicineRow,
  errors: [404, 409],
  handler: (ctx, { query }) => listMedicineRequests(ctx, query),
});
