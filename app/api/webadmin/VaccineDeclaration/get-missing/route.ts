import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { getMissingDoses } from '@/lib/server/vaccine/missing-doses';
import { classIdQuery, missingDoseRow } from '@/lib/schemas/vaccine';

// GET /api/webadmin/VaccineDeclaration/get-missing?class_id= – who misses which due dose
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/VaccineDeclaration/get-missing',
  summary:
    'For each studying child of the class (name order), the doses of the national schedule due by the child’s age today that are neither declared nor verified: [{student_id, full_name, vaccine_code, dose_number, due_from, …}].',
  tag: 'VaccineDeclaration',
  access: 'tenant',
  right: { menu: 'vaccine-declaration', action: 'read' },
  query: classIdQuery,
  shape: 'data',
  output: z.array(missingDoseRow),
  errors: [404, 422],
  handler: (ctx, { query }) => getMissingDoses(ctx, query.class_id),
});
