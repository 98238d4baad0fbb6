import { endpoint } from '@/lib/server/http/endpoint';
import { rejectDeclaration } from '@/lib/server/vaccine/decide-declaration';
import { vaccineRejectSchema } from '@/lib/schemas/vaccine';

// PUT /api/webadmin/VaccineDeclaration/reject – refuse a declared dose, with a reason
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/VaccineDeclaration/reject',
  summary: 'Rejects a declared dose with the reason the parent reads (required); 409 once decided.',
  tag: 'VaccineDeclaration',
  access: 'tenant',
  right: { menu: 'vaccine-declaration', action: 'approve' },
  body: vaccineRejectSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => rejectDeclaration(ctx, body),
});
