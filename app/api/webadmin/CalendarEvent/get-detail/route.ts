import { eventRow } from '@/lib/schemas/calendar-event';
import { endpoint } from '@/lib/server/http/endpoint';
import { getEvent } from '@/lib/server/calendar-event/get-event';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/CalendarEvent/get-detail?id= – one event with its classes and reply counts
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/CalendarEvent/get-detail',
  summary: 'One calendar event of the caller’s school and scope (404 otherwise), with its classes and reply counts.',
  tag: 'CalendarEvent',
  access: 'tenant',
  right: { menu: 'calendar-event-confirm', action: 'read' },
  query: idQuery,
  shape: 'data',
  output: eventRow,
  errors: [404, 409, 422],
  handler: (ctx, { query }) => getEvent(ctx, query.id),
});
