import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { studentImportTemplate } from '@/lib/server/student/export-students';

// GET /api/webadmin/Student/import-template – the .xlsx to fill in for an import
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Student/import-template',
  summary: 'The import template (.xlsx): the header row in the Language of the request and one example row.',
  tag: 'Student',
  access: 'tenant',
  right: { menu: 'student', action: 'import' },
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx) => studentImportTemplate(ctx),
});
