import { endpoint } from '@/lib/server/http/endpoint';
import { createEvent } from '@/lib/server/calendar-event/save-event';
import { eventSchema } from '@/lib/schemas/calendar-event';
import { dayOfInstant } from '@/lib/server/http/school-days';

// POST /api/webadmin/CalendarEvent/create – a new event for classes or the whole school
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/CalendarEvent/create',
  summary:
    'A calendar event: title, starts_at, ends_at (ISO with zone, or yyyy-MM-ddTHH:mm in Vietnam time; end not before start, 400), place, description, class_ids (empty = whole school; another school’s class 404), needs_reply, status draft|published. A teacher: their own classes only (another class 404, the whole school 403).',
  tag: 'CalendarEvent',
  access: 'tenant',
  right: { menu: 'calendar-event-confirm', action: 'create' },
  body: eventSchema,
  schoolDays: ({ body }) => ({ starts_at: dayOfInstant(body.starts_at), ends_at: dayOfInstant(body.ends_at) }),
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => createEvent(ctx, body),
});
