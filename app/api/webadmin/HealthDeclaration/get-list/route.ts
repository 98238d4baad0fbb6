import { endpoint } from '@/lib/server/http/endpoint';
import { listDeclarations } from '@/lib/server/health/list-declarations';
import { healthListQuery, healthRow } from '@/lib/schemas/health';

// GET /api/webadmin/HealthDeclaration/get-list – measurements of the school (a teacher's classes only)
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/HealthDeclaration/get-list',
  summary:
    'Measurements with BMI, WHO z-scores and classes; filtered by class_id, student_id, source, a date range from/to and classification (a WHO class, or `concern` for any); accent-free search over the child’s name and code; order_by measured_on (default, newest first), student_name, class_name.',
  tag: 'HealthDeclaration',
  access: 'tenant',
  right: { menu: 'health-declaration', action: 'read' },
  query: healthListQuery,
  shape: 'list',
  output: healthRow,
  errors: [404],
  handler: (ctx, { query }) => listDeclarations(ctx, query),
});
