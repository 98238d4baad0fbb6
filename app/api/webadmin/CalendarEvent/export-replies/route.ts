import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportReplies } from '@/lib/server/calendar-event/export-replies';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/CalendarEvent/export-replies?id= – an event's replies as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/CalendarEvent/export-replies',
  summary: 'Every child of the caller’s scope the event concerns, with the reply (or not answered), note, who gave it and when, as .xlsx; headers in the Language of the request.',
  tag: 'CalendarEvent',
  access: 'tenant',
  right: { menu: 'calendar-event-confirm', action: 'export' },
  query: idQuery,
  errors: [404, 409, 422],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportReplies(ctx, query.id),
});
