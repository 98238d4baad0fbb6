import { endpoint } from '@/lib/server/http/endpoint';
import { listEvents } from '@/lib/server/calendar-event/list-events';
import { eventListQuery, eventRow } from '@/lib/schemas/calendar-event';

// GET /api/webadmin/CalendarEvent/get-list – the school's events (a teacher's: whole-school ones and their classes')
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/CalendarEvent/get-list',
  summary:
    'Calendar events with their reply counts (yes, no, pending, expected) over the caller’s scope; filtered by a date range from/to (events overlapping it), class_id (events of that class or the whole school), status, when (upcoming|past), accent-free search over title and place. Default order: upcoming first (soonest first), then past (latest first); order_by starts_at, title, status, created_at.',
  tag: 'CalendarEvent',
  access: 'tenant',
  right: { menu: 'calendar-event-confirm', action: 'read' },
  query: eventListQuery,
  shape: 'list',
  output: eventRow,
  errors: [404, 409, 422],
  handler: (ctx, { query }) => listEvents(ctx, query),
});
