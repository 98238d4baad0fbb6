import { endpoint } from '@/lib/server/http/endpoint';
import { cancelEvent } from '@/lib/server/calendar-event/cancel-event';
import { eventCancelSchema } from '@/lib/schemas/calendar-event';

// PUT /api/webadmin/CalendarEvent/cancel – cancel an event, keeping its replies
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/CalendarEvent/cancel',
  summary: 'Cancels a calendar event (already cancelled 409), with an optional reason; its replies are kept and parents no longer see it.',
  tag: 'CalendarEvent',
  access: 'tenant',
  right: { menu: 'calendar-event-confirm', action: 'update' },
  body: eventCancelSchema,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => cancelEvent(ctx, body),
});
