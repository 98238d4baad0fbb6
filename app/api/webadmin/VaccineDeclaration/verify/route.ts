import { endpoint } from '@/lib/server/http/endpoint';
import { verifyDeclaration } from '@/lib/server/vaccine/decide-declaration';
import { vaccineIdBody } from '@/lib/schemas/vaccine';

// PUT /api/webadmin/VaccineDeclaration/verify – the dose is confirmed from the book
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/VaccineDeclaration/verify',
  summary: 'Verifies a declared dose (409 once decided; 404 outside the caller’s school and scope).',
  tag: 'VaccineDeclaration',
  access: 'tenant',
  right: { menu: 'vaccine-declaration', action: 'approve' },
  body: vaccineIdBody,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => verifyDeclaration(ctx, body.id),
});
