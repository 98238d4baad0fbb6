import { endpoint } from '@/lib/server/http/endpoint';
import { createAbsence } from '@/lib/server/absence/create-absence';
import { absenceCreateSchema } from '@/lib/schemas/absence';

// POST /api/webadmin/Absence/create – staff enter a leave request on a parent's behalf
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Absence/create',
  summary:
    'A leave request entered by staff for a studying child of their scope: end not before start (400), at most 60 days (400), no overlap with a pending or approved request of the child (409).',
  tag: 'Absence',
  access: 'tenant',
  right: { menu: 'absence', action: 'create' },
  body: absenceCreateSchema,
  schoolDays: ({ body }) => ({ from_date: body.from_date, to_date: body.to_date }),
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => createAbsence(ctx, body),
});
