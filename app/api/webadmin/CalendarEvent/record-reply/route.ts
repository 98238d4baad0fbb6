import { endpoint } from '@/lib/server/http/endpoint';
import { recordReply } from '@/lib/server/calendar-event/record-reply';
import { recordReplySchema } from '@/lib/schemas/calendar-event';

// POST /api/webadmin/CalendarEvent/record-reply – a reply a parent gave by phone
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/CalendarEvent/record-reply',
  summary:
    'Records a reply given by phone {event_id, student_id, answer yes|no, note} for a child of the caller’s scope whom the event concerns (404 otherwise); replaces an earlier reply. Draft or cancelled event 409; no reply asked or event ended 422.',
  tag: 'CalendarEvent',
  access: 'tenant',
  right: { menu: 'calendar-event-confirm', action: 'update' },
  body: recordReplySchema,
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => recordReply(ctx, body),
});
