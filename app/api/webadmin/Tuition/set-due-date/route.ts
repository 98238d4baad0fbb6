import { endpoint } from '@/lib/server/http/endpoint';
import { setDueDate } from '@/lib/server/tuition/change-invoice';
import { dueDateSchema } from '@/lib/schemas/tuition';

// PUT /api/webadmin/Tuition/set-due-date
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Tuition/set-due-date',
  summary: 'Changes a draft invoice’s due date (an issued one keeps the date its parents were told: 409).',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'update' },
  body: dueDateSchema,
  schoolDays: ({ body }) => ({ due_date: body.due_date }),
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => setDueDate(ctx, body),
});
