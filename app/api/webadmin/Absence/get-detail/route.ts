import { absenceRow } from '@/lib/schemas/absence';
import { endpoint } from '@/lib/server/http/endpoint';
import { getAbsence } from '@/lib/server/absence/get-absence';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/Absence/get-detail?id= – one leave request with who asked and who decided
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Absence/get-detail',
  summary: 'One leave request of the caller’s school and scope (404 otherwise): child, dates, school days, reason, attachment, who asked and who decided.',
  tag: 'Absence',
  access: 'tenant',
  right: { menu: 'absence', action: 'read' },
  query: idQuery,
  shape: 'data',
  output: absenceRow,
  errors: [404, 409],
  handler: (ctx, { query }) => getAbsence(ctx, query.id),
});
