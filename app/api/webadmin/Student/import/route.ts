import { importAnswer } from '@/lib/schemas/student';
import { endpoint } from '@/lib/server/http/endpoint';
import { importStudents, IMPORT_MAX_BYTES } from '@/lib/server/student/import-students';
import { XLSX_TYPE } from '@/lib/server/files/file-endpoint';

// POST /api/webadmin/Student/import – children from the .xlsx template, all or nothing
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Student/import',
  summary:
    'Imports children from the template: multipart field `file`, .xlsx by content (415), at most 5 MB (413) and 5,000 rows (422), no formulas (422). Any invalid row answers 400 with `rows: [{row, field, message, text}]` and writes nothing; otherwise all rows are written in one transaction and the count is answered.',
  tag: 'Student',
  access: 'tenant',
  right: { menu: 'student', action: 'import' },
  shape: 'data',
  output: importAnswer,
  errors: [422],
  upload: { types: [XLSX_TYPE], maxBytes: IMPORT_MAX_BYTES },
  handler: (ctx, _input, request) => importStudents(ctx, request),
});
