import { endpoint } from '@/lib/server/http/endpoint';
import { createDeclaration } from '@/lib/server/vaccine/create-declaration';
import { vaccineDeclarationCreateSchema } from '@/lib/schemas/vaccine';

// POST /api/webadmin/VaccineDeclaration/create – staff copy a dose from the vaccination book
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/VaccineDeclaration/create',
  summary:
    'A dose for a child of the caller’s scope: vaccine_code from the schedule (422), dose_number within its doses (422), date not before birth nor in the future (422), the same dose not declared twice (409). Verified at once when the caller may verify.',
  tag: 'VaccineDeclaration',
  access: 'tenant',
  right: { menu: 'vaccine-declaration', action: 'create' },
  body: vaccineDeclarationCreateSchema,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => createDeclaration(ctx, body),
});
