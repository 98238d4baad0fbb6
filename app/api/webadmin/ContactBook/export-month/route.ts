import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportMonth } from '@/lib/server/contact-book/month-files';
import { studentMonthQuery } from '@/lib/schemas/contact-book';

// GET /api/webadmin/ContactBook/export-month?student_id=&month= – a child's month of books as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/ContactBook/export-month',
  summary: "A child's sent books of a month as .xlsx (one row per day), in the Language of the request.",
  tag: 'ContactBook',
  access: 'tenant',
  right: { menu: 'contact-book', action: 'export' },
  query: studentMonthQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportMonth(ctx, query),
});
