import { endpoint } from '@/lib/server/http/endpoint';
import { createVaccine } from '@/lib/server/vaccine/save-vaccine';
import { vaccineCreateSchema } from '@/lib/schemas/vaccine';

// POST /api/webadmin/Vaccine/create – a school's own optional vaccine, or a national one (system administrators)
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Vaccine/create',
  summary:
    'A vaccine with its doses (age in months + days each). national: true adds it to the national schedule and is for system administrators only (403). A code already in use is 409.',
  tag: 'Vaccine',
  access: 'tenant',
  right: { menu: 'vaccine-declaration', action: 'update' },
  body: vaccineCreateSchema,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => createVaccine(ctx, body),
});
