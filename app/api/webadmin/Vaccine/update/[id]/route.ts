import { endpoint } from '@/lib/server/http/endpoint';
import { updateVaccine } from '@/lib/server/vaccine/save-vaccine';
import { vaccineUpdateSchema } from '@/lib/schemas/vaccine';
import { idParams } from '@/lib/schemas/list';

// PUT /api/webadmin/Vaccine/update/{id} – names, on/off and doses of a vaccine
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Vaccine/update/{id}',
  summary:
    'Changes a vaccine’s names, active flag and doses. A national vaccine: system administrators only (403), doses never fewer (422). A school vaccine drops only doses no declaration uses (409). Another school’s is 404.',
  tag: 'Vaccine',
  access: 'tenant',
  right: { menu: 'vaccine-declaration', action: 'update' },
  params: idParams,
  body: vaccineUpdateSchema,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { params, body }) => updateVaccine(ctx, params.id, body),
});
