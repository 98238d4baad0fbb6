import { endpoint } from '@/lib/server/http/endpoint';
import { logDose } from '@/lib/server/medicine/log-dose';
import { doseLogSchema } from '@/lib/schemas/medicine';

// POST /api/webadmin/MedicineRequest/log-dose – log one dose as given, or not given with a reason
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/MedicineRequest/log-dose',
  summary: 'Logs one dose slot (day, time HH:mm) of an accepted request: given (now, by the caller) or not_given with a reason (400 without). Not accepted: 409; already logged: 409; a day outside the request, still to come, or a time it does not have: 422.',
  tag: 'MedicineRequest',
  access: 'tenant',
  right: { menu: 'medicine-request', action: 'update' },
  body: doseLogSchema,
  schoolDays: ({ body }) => ({ day: body.day }),
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => logDose(ctx, body),
});
