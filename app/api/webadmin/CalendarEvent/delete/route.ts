import { endpoint } from '@/lib/server/http/endpoint';
import { deleteEvents } from '@/lib/server/calendar-event/cancel-event';
import { idsBody } from '@/lib/schemas/list';

// DELETE /api/webadmin/CalendarEvent/delete – remove events nobody replied to
export const DELETE = endpoint({
  method: 'DELETE',
  path: '/api/webadmin/CalendarEvent/delete',
  summary: 'Deletes calendar events that have no reply (all or none); an event with replies is refused (409): cancel it instead.',
  tag: 'CalendarEvent',
  access: 'tenant',
  right: { menu: 'calendar-event-confirm', action: 'delete' },
  body: idsBody,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => deleteEvents(ctx, body.ids),
});
