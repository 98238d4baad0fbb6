import { endpoint } from '@/lib/server/http/endpoint';
import { cancelAppAbsence } from '@/lib/server/absence/app-absences';
import { absenceIdBody } from '@/lib/schemas/absence';

// PUT /api/app/absences/cancel – a parent withdraws a pending request
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/app/absences/cancel',
  summary: 'Cancels one of the family’s pending leave requests; a decided one is 409, another family’s 404.',
  tag: 'App',
  access: 'parent',
  body: absenceIdBody,
  shape: 'mutation',
  errors: [403, 404, 409, 422],
  handler: (ctx, { body }) => cancelAppAbsence(ctx, body.id),
});
