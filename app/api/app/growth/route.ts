import { endpoint } from '@/lib/server/http/endpoint';
import { getAppGrowth } from '@/lib/server/health/get-growth';
import { growthQuery, growthAnswer } from '@/lib/schemas/health';

// GET /api/app/growth?student_id= – the child's measurements with WHO z-scores, for the app's growth chart
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/growth',
  summary:
    'One of the parent’s own children (404 otherwise): {student_id, sex M|F, date_of_birth, measurements:[{id, measured_on, age_days, height_cm, weight_kg, bmi, wfa_z, hfa_z, bfa_z, classes, temperature_c, symptoms, note, source staff|round|parent}]}, oldest first; z-scores to 2 decimals, null where WHO gives none.',
  tag: 'App',
  access: 'parent',
  query: growthQuery,
  shape: 'data',
  output: growthAnswer,
  errors: [404],
  handler: (ctx, { query }) => getAppGrowth(ctx, query.student_id),
});
