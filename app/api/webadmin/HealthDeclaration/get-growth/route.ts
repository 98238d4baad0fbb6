import { endpoint } from '@/lib/server/http/endpoint';
import { getGrowth } from '@/lib/server/health/get-growth';
import { growthQuery, growthAnswer } from '@/lib/schemas/health';

// GET /api/webadmin/HealthDeclaration/get-growth?student_id= – a child's growth for the chart
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/HealthDeclaration/get-growth',
  summary:
    'A child of the caller’s scope (404 otherwise): {student_id, full_name, sex M|F, date_of_birth, measurements:[{id, measured_on, age_days, height_cm, weight_kg, bmi, wfa_z, hfa_z, bfa_z, classes}]}, oldest first; z-scores to 2 decimals, null where WHO gives none.',
  tag: 'HealthDeclaration',
  access: 'tenant',
  right: { menu: 'health-declaration', action: 'read' },
  query: growthQuery,
  shape: 'data',
  output: growthAnswer,
  errors: [404],
  handler: (ctx, { query }) => getGrowth(ctx, query.student_id),
});
