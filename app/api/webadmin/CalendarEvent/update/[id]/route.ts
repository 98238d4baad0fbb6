import { endpoint } from '@/lib/server/http/endpoint';
import { updateEvent } from '@/lib/server/calendar-event/save-event';
import { eventSchema } from '@/lib/schemas/calendar-event';
import { idParams } from '@/lib/schemas/list';
import { dayOfInstant } from '@/lib/server/http/school-days';

// PUT /api/webadmin/CalendarEvent/update/{id} – change an event (not a cancelled one)
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/CalendarEvent/update/{id}',
  summary:
    'Changes a calendar event, the same fields and rules as create; a cancelled event 409; back to draft once parents replied 409. Replies already given stay.',
  tag: 'CalendarEvent',
  access: 'tenant',
  right: { menu: 'calendar-event-confirm', action: 'update' },
  params: idParams,
  body: eventSchema,
  schoolDays: ({ body }) => ({ starts_at: dayOfInstant(body.starts_at), ends_at: dayOfInstant(body.ends_at) }),
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { params, body }) => updateEvent(ctx, params.id, body),
});
