import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportMonthSheet } from '@/lib/server/attendance/export-month-sheet';
import { attendanceMonthQuery } from '@/lib/schemas/attendance';

// GET /api/webadmin/Attendance/export-month – a class's month sheet as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Attendance/export-month',
  summary:
    "A class's month sheet (children × days, x present, P excused, K unexcused, totals) as .xlsx in the Language of the request.",
  tag: 'Attendance',
  access: 'tenant',
  right: { menu: 'attendance', action: 'export' },
  query: attendanceMonthQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportMonthSheet(ctx, query),
});
