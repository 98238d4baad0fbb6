import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportMessages } from '@/lib/server/message/export-messages';
import { messageListQuery } from '@/lib/schemas/message';

// GET /api/webadmin/MessageRequest/export – the parents' messages the screen lists, as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/MessageRequest/export',
  summary:
    'The parents’ messages of get-list (same filters, search, sort and scope) as .xlsx; headers in the Language of the request, dates as date cells dd/MM/yyyy.',
  tag: 'MessageRequest',
  access: 'tenant',
  right: { menu: 'message-request', action: 'export' },
  query: messageListQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportMessages(ctx, query),
});
