import { endpoint } from '@/lib/server/http/endpoint';
import { getEventReplies } from '@/lib/server/calendar-event/event-replies';
import { replyListQuery, eventReplies } from '@/lib/schemas/calendar-event';

// GET /api/webadmin/CalendarEvent/get-replies?id= – yes / no / not answered, per class, and each child's reply
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/CalendarEvent/get-replies',
  summary:
    'The replies to an event over the caller’s scope: {yes, no, pending, expected, by_class:[{class_id, class_name, yes, no, pending, expected}], rows:[{student_id, student_code, student_name, class_id, class_name, answer (yes|no|pending), note, source (parent|staff), recorded_by_name, replied_at}]}; rows narrowed by class_id, answer and search (the counts are not).',
  tag: 'CalendarEvent',
  access: 'tenant',
  right: { menu: 'calendar-event-confirm', action: 'read' },
  query: replyListQuery,
  shape: 'data',
  output: eventReplies,
  errors: [404, 409, 422],
  handler: (ctx, { query }) => getEventReplies(ctx, query),
});
