import { endpoint } from '@/lib/server/http/endpoint';
import { listDeclarations } from '@/lib/server/vaccine/list-declarations';
import { vaccineDeclarationListQuery, vaccineDeclarationRow } from '@/lib/schemas/vaccine';

// GET /api/webadmin/VaccineDeclaration/get-list – vaccine declarations of the school (a teacher's classes only)
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/VaccineDeclaration/get-list',
  summary:
    'Vaccine declarations filtered by class_id, student_id, status (declared, verified, rejected) and vaccine_code, accent-free search over the child’s name and code; order_by created_at (default, newest first), date, student_name, status.',
  tag: 'VaccineDeclaration',
  access: 'tenant',
  right: { menu: 'vaccine-declaration', action: 'read' },
  query: vaccineDeclarationListQuery,
  shape: 'list',
  output: vaccineDeclarationRow,
  errors: [404, 409],
  handler: (ctx, { query }) => listDeclarations(ctx, query),
});
