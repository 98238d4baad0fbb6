import { fileEndpoint } from '@/lib/server/files/file-endpoint';
import { printMonth } from '@/lib/server/contact-book/month-files';
import { studentMonthQuery } from '@/lib/schemas/contact-book';

// GET /api/webadmin/ContactBook/print-month?student_id=&month= – a child's month of books to print (PDF)
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/ContactBook/print-month',
  summary: "A child's sent books of a month as an A4 PDF (Vietnamese text in an embedded font), in the Language of the request.",
  tag: 'ContactBook',
  access: 'tenant',
  right: { menu: 'contact-book', action: 'read' },
  query: studentMonthQuery,
  errors: [404],
  produces: ['application/pdf'],
  handler: (ctx, { query }) => printMonth(ctx, query),
});
