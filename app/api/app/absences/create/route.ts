import { endpoint } from '@/lib/server/http/endpoint';
import { createAppAbsence } from '@/lib/server/absence/app-absences';
import { appAbsenceCreateSchema } from '@/lib/schemas/absence';

// POST /api/app/absences/create – a parent asks leave for their own child
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/absences/create',
  summary:
    'A leave request for one of the parent’s own children (another family’s child is 404): end not before start and at most 60 days (400), no overlap with a pending or approved request (409), the child studying (422).',
  tag: 'App',
  access: 'parent',
  body: appAbsenceCreateSchema,
  schoolDays: ({ body }) => ({ from_date: body.from_date, to_date: body.to_date }),
  shape: 'mutation',
  errors: [403, 404, 409, 422],
  handler: (ctx, { body }) => createAppAbsence(ctx, body),
});
