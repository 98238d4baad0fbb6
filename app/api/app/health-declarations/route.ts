import { endpoint } from '@/lib/server/http/endpoint';
import { listAppDeclarations } from '@/lib/server/health/app-health';
import { appHealthListQuery, healthRow } from '@/lib/schemas/health';

// GET /api/app/health-declarations?student_id= – the child's declarations (the parents' health screen)
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/health-declarations',
  summary:
    'One of the parent’s own children (another family’s is 404): every declaration — by the parent, by staff or in a class round (source) — with height, weight, temperature, symptoms, note, BMI, WHO z-scores and classes; newest first, paged (page, page_size ≤ 100).',
  tag: 'App',
  access: 'parent',
  query: appHealthListQuery,
  shape: 'list',
  output: healthRow,
  errors: [404],
  handler: (ctx, { query }) => listAppDeclarations(ctx, query),
});
