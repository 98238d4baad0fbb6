import { endpoint } from '@/lib/server/http/endpoint';
import { appVaccines } from '@/lib/server/vaccine/app-vaccines';
import { appStudentQuery, appVaccinesAnswer } from '@/lib/schemas/vaccine';

// GET /api/app/vaccines?student_id= – a child's doses and the doses due
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/vaccines',
  summary:
    'One of the parent’s own children (another family’s is 404): doses [{id, vaccine_code, vaccine_name, dose_number, date, status}] and due [{vaccine_code, vaccine_name, dose_number, due_from, overdue}] (national schedule, due now or within 30 days); plan [{vaccine_code, vaccine_name, dose_number, doses_total, due_from, state done|pending|missing|due|upcoming, declaration_id, date}]: every dose of the national schedule with the child’s state (a rejected declaration counts as none).',
  tag: 'App',
  access: 'parent',
  query: appStudentQuery,
  shape: 'data',
  output: appVaccinesAnswer,
  errors: [404, 409, 422],
  handler: (ctx, { query }) => appVaccines(ctx, query.student_id),
});
