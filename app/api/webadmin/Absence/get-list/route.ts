import { endpoint } from '@/lib/server/http/endpoint';
import { listAbsences } from '@/lib/server/absence/list-absences';
import { absenceListQuery, absenceRow } from '@/lib/schemas/absence';

// GET /api/webadmin/Absence/get-list – leave requests of the school (a teacher's classes only)
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Absence/get-list',
  summary:
    'Leave requests, filtered by class_id, student_id, status and a date range from/to (requests overlapping it), accent-free search over the child’s name and code; order_by created_at (default, newest first), from_date, student_name, status.',
  tag: 'Absence',
  access: 'tenant',
  right: { menu: 'absence', action: 'read' },
  query: absenceListQuery,
  shape: 'list',
  output: absenceRow,
  errors: [404, 409],
  handler: (ctx, { query }) => listAbsences(ctx, query),
});
