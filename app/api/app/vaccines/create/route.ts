import { endpoint } from '@/lib/server/http/endpoint';
import { createAppVaccine } from '@/lib/server/vaccine/app-vaccines';
import { vaccineDeclarationCreateSchema } from '@/lib/schemas/vaccine';

// POST /api/app/vaccines/create – a parent declares a dose of their own child
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/vaccines/create',
  summary:
    '{student_id, vaccine_code, dose_number, date, place, lot, note} for one of the parent’s own children (404 otherwise): the same rules as staff (422 unknown vaccine, dose beyond the schedule, date before birth or in the future; 409 already declared). Waits for the school to verify.',
  tag: 'App',
  access: 'parent',
  body: vaccineDeclarationCreateSchema,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => createAppVaccine(ctx, body),
});
