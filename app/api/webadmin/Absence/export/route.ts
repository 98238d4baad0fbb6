import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportAbsences } from '@/lib/server/absence/export-absences';
import { absenceListQuery } from '@/lib/schemas/absence';

// GET /api/webadmin/Absence/export – the filtered list of leave requests as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Absence/export',
  summary: 'The filtered list of leave requests (same filters, search, sort and scope as get-list) as .xlsx; headers in the Language of the request, dates dd/MM/yyyy.',
  tag: 'Absence',
  access: 'tenant',
  right: { menu: 'absence', action: 'export' },
  query: absenceListQuery,
  errors: [404, 409],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportAbsences(ctx, query),
});
