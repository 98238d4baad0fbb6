import { endpoint } from '@/lib/server/http/endpoint';
import { replyAppEvent } from '@/lib/server/calendar-event/app-events';
import { appReplySchema } from '@/lib/schemas/calendar-event';

// POST /api/app/events/reply – a parent says yes or no for their child
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/events/reply',
  summary:
    'A reply {event_id, student_id, answer yes|no, note} for one of the parent’s own children whom the event concerns (another family’s child, a child outside the event’s classes, a draft or unknown event: 404); replying again replaces it. Cancelled 409; no reply asked or event ended 422.',
  tag: 'App',
  access: 'parent',
  body: appReplySchema,
  shape: 'mutation',
  errors: [403, 404, 409, 422],
  handler: (ctx, { body }) => replyAppEvent(ctx, body),
});
