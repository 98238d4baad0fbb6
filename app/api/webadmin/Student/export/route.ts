import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportStudents } from '@/lib/server/student/export-students';
import { studentListQuery } from '@/lib/schemas/student';

// GET /api/webadmin/Student/export – the filtered list of children as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Student/export',
  summary: 'The filtered list of children (same filters, search, sort and teacher scope as get-list) as .xlsx; headers in the Language of the request, dates dd/MM/yyyy.',
  tag: 'Student',
  access: 'tenant',
  right: { menu: 'student', action: 'export' },
  query: studentListQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportStudents(ctx, query),
});
